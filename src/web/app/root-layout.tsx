import LinearProgress from '@mui/material/LinearProgress';
import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { takeNotice } from '../lib/handoff-store.ts';

/**
 * Shows a thin progress bar while the next page's code or data is on its way; on the first page, the warning the
 * light sign-in page handed over (why its sign-in led here: not activated, a new password needed).
 */
export function RootLayout() {
  const navigation = useNavigation();
  useEffect(() => {
    const text = takeNotice(location.pathname);
    if (text) enqueueSnackbar(text, { variant: 'warning' });
  }, []);
  return (
    <>
      {navigation.state === 'idle' ? null : (
        <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }} />
      )}
      <Outlet />
    </>
  );
}
