import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { mailboxQueryKey } from '../api/get-mailbox.ts';
import { MailList } from '../components/mail-list.tsx';

/** Master-detail: the list beside the chosen mail; on a phone one of the two at a time. */
export function MailboxPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: mailboxQueryKey, exact: true }) > 0;
  const { mailId } = useParams();
  // The public Mailbox (no session) leads back to the login; the user area has its sidebar.
  const outside = !useLocation().pathname.startsWith(paths.ua);
  return (
    <Box sx={{ pt: { xs: 0, sm: 1 } }}>
      {outside ? (
        <Button component={RouterLink} to={paths.login} startIcon={<ArrowBackOutlined />} size="small" sx={{ mb: 1 }}>
          {t('mailbox.toLogin')}
        </Button>
      ) : null}
      <PageTitle>{t('mailbox.title')}</PageTitle>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('mailbox.notice')}
      </Alert>
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 380px) minmax(0, 1fr)' },
          overflow: 'hidden',
        }}
      >
        <Box
          component="section"
          aria-label={t('mailbox.list')}
          sx={{
            display: { xs: mailId ? 'none' : 'block', md: 'block' },
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, py: 0.5 }}>
            <Typography variant="subtitle2" color="text.secondary">
              {t('mailbox.list')}
            </Typography>
            <IconButton
              aria-label={t('mailbox.refresh')}
              title={t('mailbox.refresh')}
              onClick={() => void queryClient.invalidateQueries({ queryKey: mailboxQueryKey, exact: true })}
              loading={fetching}
            >
              <Refresh />
            </IconButton>
          </Box>
          <Box sx={{ borderTop: 1, borderColor: 'divider', maxHeight: { md: '70vh' }, overflowY: 'auto' }}>
            <MailList selectedId={mailId} />
          </Box>
        </Box>
        <Box sx={{ display: { xs: mailId ? 'block' : 'none', md: 'block' }, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Paper>
    </Box>
  );
}
