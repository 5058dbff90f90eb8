import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConfig } from '../../../api/get-config.ts';
import { paths } from '../../../lib/paths.ts';

/** Where the codes are when the server only catches mail (the embedded default); nothing otherwise. */
export function MailboxNotice() {
  const { t } = useTranslation();
  const config = useConfig();
  if (!config.data?.mailbox) return null;
  return (
    <Alert severity="info" sx={{ mt: 3 }}>
      {t('mailboxNotice.text')}{' '}
      {/* A tab of its own: the form here, and what was typed into it, stay while the code is read there. */}
      <Link component={RouterLink} to={paths.mailbox} target="_blank" rel="noopener">
        {t('mailboxNotice.link')}
      </Link>
    </Alert>
  );
}
