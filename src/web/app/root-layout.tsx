import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, useNavigation } from 'react-router';

/** Shows a thin progress bar while the next page's code or data is on its way. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'idle' ? null : (
        <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }} />
      )}
      <Outlet />
    </>
  );
}
