import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatLocalDateTime } from '../../../lib/format-date.ts';
import { useMailbox } from '../api/get-mailbox.ts';

export function MailList({ selectedId }: { selectedId: string | undefined }) {
  const { t } = useTranslation();
  const mailbox = useMailbox();

  if (mailbox.isPending) {
    return (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (mailbox.isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={<Button onClick={() => void mailbox.refetch()}>{t('common.retry')}</Button>}
      >
        {t('mailbox.loadFailed')} {errorMessage(t, mailbox.error)}
      </Alert>
    );
  }
  if (mailbox.data.items.length === 0) {
    return <EmptyState icon={<MarkEmailUnreadOutlined />} title={t('mailbox.empty')} hint={t('mailbox.emptyHint')} />;
  }
  return (
    <List disablePadding aria-label={t('mailbox.list')}>
      {mailbox.data.items.map((mail) => (
        <ListItemButton
          key={mail.id}
          component={RouterLink}
          to={mail.id}
          selected={mail.id === selectedId}
          aria-current={mail.id === selectedId ? 'page' : undefined}
          divider
        >
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary" noWrap>
                {mail.to}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                {formatLocalDateTime(mail.receivedAt)}
              </Typography>
            </Box>
            <Typography noWrap sx={{ fontWeight: 500 }}>
              {mail.subject || t('mailbox.noSubject')}
            </Typography>
          </Box>
        </ListItemButton>
      ))}
    </List>
  );
}
