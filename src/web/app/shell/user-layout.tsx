import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

/** The signed-in area: top bar, sidebar, page. */
export function UserLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [dockedOpen, setDockedOpen] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const open = wide ? dockedOpen : overlayOpen;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar sidebarOpen={open} onToggleSidebar={() => (wide ? setDockedOpen(!open) : setOverlayOpen(!open))} />
      <Sidebar docked={wide} open={open} onClose={() => setOverlayOpen(false)} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 1.5, sm: 3 }, pb: 4 }}>
        <Toolbar sx={{ mb: { xs: 1.5, sm: 3 } }} />
        <Outlet />
      </Box>
    </Box>
  );
}
