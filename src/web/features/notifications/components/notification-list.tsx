import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { notificationPath } from '../../../../shared/notification-kinds.ts';
import { notificationLine } from '../../../../shared/notification-texts.ts';
import type { NotificationList as List_ } from '../../../../shared/schemas/notifications.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useReadNotifications } from '../api/read-notifications.ts';
import { useNotificationsTexts } from '../i18n/texts.ts';

/** The user's notifications, newest first; each opens the task's section it concerns and counts as read. */
export function NotificationList({ query, onNavigate }: { query: UseQueryResult<List_>; onNavigate: () => void }) {
  const ft = useNotificationsTexts();
  const language = useLanguage();
  const format = useFormat();
  const notify = useNotify();
  const read = useReadNotifications();
  const data = query.data;
  // "Mark all as read" is disabled once done, which would drop the focus out of the dialog (Escape no longer
  // closes it): the focus goes to the list's heading instead.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, gap: 1 }}>
        <Typography ref={heading} tabIndex={-1} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {ft('bell.title')}
        </Typography>
        <Button
          size="small"
          disabled={!data || data.unread === 0}
          loading={read.isPending}
          onClick={() => {
            heading.current?.focus();
            read.mutate(undefined, { onError: notify.error });
          }}
        >
          {ft('bell.readAll')}
        </Button>
      </Box>
      {query.isError ? (
        <Typography sx={{ px: 2, pb: 2 }} color="error">
          {ft('bell.loadFailed')}
        </Typography>
      ) : data && data.items.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          {ft('bell.empty')}
        </Typography>
      ) : (
        <List dense sx={{ maxHeight: 420, overflowY: 'auto', pt: 0 }}>
          {data?.items.map((n) => (
            <ListItem key={n.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={notificationPath(n.taskId, n.kind)}
                onClick={() => {
                  if (!n.read) read.mutate([n.id]);
                  onNavigate();
                }}
                sx={{ alignItems: 'flex-start', bgcolor: n.read ? undefined : 'action.selected' }}
              >
                <ListItemText
                  primary={notificationLine(language, n)}
                  secondary={`${n.taskName} · ${format.dateTime(n.at)}${n.read ? '' : ` · ${ft('bell.unread')}`}`}
                  slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
