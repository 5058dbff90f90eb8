import LinearProgress from '@mui/material/LinearProgress';
import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { takeNotice } from '../lib/handoff-store.ts';

/**
 * Shows a thin progress bar while the next page's code or data is on its way; on the first page, the notice the
 * light public pages handed over ("You joined X").
 */
export function RootLayout() {
  const navigation = useNavigation();
  useEffect(() => {
    const notice = takeNotice();
    if (notice) enqueueSnackbar(notice.text, { variant: notice.variant });
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
