import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { meQueryKey, useMe } from '../../api/get-me.ts';
import { useLogout } from '../../features/account/api/logout.ts';
import { useNotify } from '../../lib/form/notify.ts';
import { paths } from '../../lib/paths.ts';
import { SIDEBAR_ID } from './sidebar.tsx';

// Its own chunk, after the first paint: the first load's budget is nearly spent (docs/decisions/008).
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell.tsx'));

export function TopBar({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const logout = useLogout();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onLogout = () =>
    logout.mutate(undefined, {
      onError: notify.error,
      onSuccess: async () => {
        // Known signed out before the login page asks, so it does not send us back here.
        queryClient.setQueryData(meQueryKey, null);
        await navigate(paths.login, { replace: true });
        queryClient.removeQueries();
      },
    });

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          aria-label={t('shell.toggleSidebar')}
          aria-controls={SIDEBAR_ID}
          aria-expanded={sidebarOpen}
          onClick={onToggleSidebar}
        >
          <MenuIcon />
        </IconButton>
        {/* The app's name stays on a phone too; the user's name gives way (cut short) where room is scarce. */}
        <Typography variant="h6" component="div" noWrap sx={{ fontWeight: 600, flexShrink: 0 }}>
          {t('app.name')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {me ? (
          <Suspense fallback={<Box sx={{ width: 40, flexShrink: 0 }} />}>
            <NotificationBell />
          </Suspense>
        ) : null}
        {me ? (
          <Box sx={{ minWidth: 0, textAlign: 'right', lineHeight: 1.2 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: { xs: 110, sm: 280 } }}>
              {me.user.username}
            </Typography>
            <Typography
              variant="caption"
              noWrap
              component="div"
              sx={{ opacity: 0.85, display: { xs: 'none', sm: 'block' } }}
            >
              {/* The company staff buy for, once saved; before that the workspace's own name. */}
              {me.workspace.company ?? t('shell.workspace', { name: me.workspace.name })}
            </Typography>
          </Box>
        ) : null}
        <Button
          color="inherit"
          onClick={onLogout}
          loading={logout.isPending}
          aria-label={t('shell.logout')}
          startIcon={<Logout />}
          sx={{ minWidth: 40, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('shell.logout')}
          </Box>
        </Button>
      </Toolbar>
    </AppBar>
  );
}
