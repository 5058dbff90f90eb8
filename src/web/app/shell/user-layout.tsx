import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import './staff-errors.ts';

const DOCKED_KEY = 'printtender.sidebar';

/** Whether the docked sidebar is open: as this browser last left it, open at first. */
function storedDocked(): boolean {
  try {
    return localStorage.getItem(DOCKED_KEY) !== 'closed';
  } catch {
    // Storage can be blocked (privacy settings): open, as at first.
    return true;
  }
}

function storeDocked(open: boolean) {
  try {
    localStorage.setItem(DOCKED_KEY, open ? 'open' : 'closed');
  } catch {
    // Not remembered, but the toggle still applies to this visit.
  }
}

/**
 * The signed-in area: top bar, sidebar, page. The docked sidebar (from `md`) stays as the buyer left it, over
 * reloads too, so one who closed it for a wide comparison keeps the room; on a phone it slides over the page.
 */
export function UserLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [dockedOpen, setDockedOpen] = useState(storedDocked);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const open = wide ? dockedOpen : overlayOpen;
  const toggle = () => {
    if (wide) {
      setDockedOpen(!open);
      storeDocked(!open);
    } else {
      setOverlayOpen(!open);
    }
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar sidebarOpen={open} onToggleSidebar={toggle} />
      <Sidebar docked={wide} open={open} onClose={() => setOverlayOpen(false)} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 1.5, sm: 3 }, pb: 4 }}>
        <Toolbar sx={{ mb: { xs: 1.5, sm: 3 } }} />
        <Outlet />
      </Box>
    </Box>
  );
}
