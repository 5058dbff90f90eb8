import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

// Notices sit below the top bar: they must not cover the logout button or the language switch for 3 s.
const belowTopBar = (t: Theme) => ({
  '.notistack-SnackbarContainer.notistack-SnackbarContainer': { top: 60, [t.breakpoints.up('sm')]: { top: 68 } },
});

/** Theme, server state and notices (top right, for 3 s). i18next is set up once in i18n/i18n.ts. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={belowTopBar} />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={3000} maxSnack={3}>
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
