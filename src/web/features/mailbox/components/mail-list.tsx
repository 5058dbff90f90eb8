import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MailboxEntry } from '../../../../shared/schemas/mailbox.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useMailbox } from '../api/get-mailbox.ts';

export function MailList({ selectedId }: { selectedId: string | undefined }) {
  const { t } = useTranslation();
  const mailbox = useMailbox();

  const placeholders = (
    <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={56} />
      ))}
    </Stack>
  );
  const empty = (
    <EmptyState icon={<MarkEmailUnreadOutlined />} title={t('mailbox.empty')} hint={t('mailbox.emptyHint')} />
  );
  return (
    <QueryState
      query={mailbox}
      failed={t('mailbox.loadFailed')}
      pending={placeholders}
      isEmpty={(data) => data.items.length === 0}
      empty={empty}
    >
      {(data) => <Mails items={data.items} selectedId={selectedId} />}
    </QueryState>
  );
}

function Mails({ items, selectedId }: { items: MailboxEntry[]; selectedId: string | undefined }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  return (
    <List disablePadding aria-label={t('mailbox.list')}>
      {items.map((mail) => (
        // A list holds list items (WCAG 1.3.1): the link sits inside one.
        <ListItem key={mail.id} disablePadding>
          <ListItemButton
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
                  {dateTime(mail.receivedAt)}
                </Typography>
              </Box>
              <Typography noWrap sx={{ fontWeight: 500 }}>
                {mail.subject || t('mailbox.noSubject')}
              </Typography>
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
