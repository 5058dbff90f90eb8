import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMailbox } from '../api/get-mailbox.ts';

/** The detail pane before a mail is chosen (wide screens only; phones show the list instead). */
export function MailboxIndex() {
  const { t } = useTranslation();
  const hasMail = Boolean(useMailbox().data?.items.length);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', minHeight: 240, p: 3 }}>
      {hasMail ? <Typography color="text.secondary">{t('mailbox.select')}</Typography> : null}
    </Box>
  );
}
