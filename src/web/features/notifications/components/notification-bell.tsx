import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { useWorkspaceLive } from '../../../api/use-live.ts';
import { notificationsLiveKeys, useNotifications } from '../api/get-notifications.ts';
import { useNotificationsTexts } from '../i18n/texts.ts';
import { NotificationList } from './notification-list.tsx';

/**
 * The top bar's bell (docs/product.md#notifications): the unread count, live through the workspace's stream,
 * and the list in a popover. The top bar loads it lazily: none of it is in the staff app's first load.
 */
export default function NotificationBell() {
  const ft = useNotificationsTexts();
  const query = useNotifications();
  useWorkspaceLive(notificationsLiveKeys);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const unread = query.data?.unread ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={ft('bell.label', { count: unread })}
        aria-haspopup="dialog"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread > 0 ? unread : undefined} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': ft('bell.title'), sx: { width: 380, maxWidth: 'calc(100vw - 16px)' } },
        }}
      >
        <NotificationList query={query} onNavigate={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
