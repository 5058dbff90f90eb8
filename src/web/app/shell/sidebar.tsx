import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useNavItems } from './nav-items.tsx';

export const SIDEBAR_ID = 'sidebar';
const WIDTH = 248;

type Props = {
  /** Wide screens keep it beside the page; phones slide it over the page. */
  docked: boolean;
  open: boolean;
  onClose: () => void;
};

export function Sidebar({ docked, open, onClose }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = useNavItems();
  if (docked && !open) return null;
  return (
    <Drawer
      id={SIDEBAR_ID}
      variant={docked ? 'permanent' : 'temporary'}
      open={open}
      onClose={onClose}
      sx={{ width: WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: WIDTH, boxSizing: 'border-box' } }}
    >
      <Toolbar />
      <List component="nav" aria-label={t('shell.navigation')} sx={{ px: 1 }}>
        {items.map((item) => (
          <ListItemButton
            key={item.to}
            component={NavLink}
            to={item.to}
            selected={pathname === item.to || pathname.startsWith(`${item.to}/`)}
            onClick={docked ? undefined : onClose}
            sx={{ borderRadius: 1, mb: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
            <ListItemText
              primary={item.label}
              secondary={item.hint}
              slotProps={{ secondary: { variant: 'caption' } }}
            />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
