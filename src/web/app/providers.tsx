import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

// Notices sit below the top bar: they must not cover the logout button or the language switch for 3 s. On a
// phone they sit at the bottom, where the page heading and the section bar are not.
// They take the theme's colours: notistack's own green (#43a047) and orange carry white text at 3.3:1 and
// 2.2:1, under the 4.5:1 small text needs (axe flagged the success notice after a login).
const notices = (t: Theme) => ({
  '.notistack-SnackbarContainer.notistack-SnackbarContainer': {
    top: 'auto',
    bottom: 8,
    [t.breakpoints.up('sm')]: { top: 68, bottom: 'auto' },
  },
  ...Object.fromEntries(
    (['success', 'error', 'warning', 'info'] as const).map((variant) => [
      `.notistack-MuiContent.notistack-MuiContent-${variant}`,
      { backgroundColor: t.palette[variant].main, color: t.palette[variant].contrastText },
    ]),
  ),
});

// Spinners and skeletons stand still for who asks for less motion (theme.ts).
const lessMotion = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};

/** Theme, server state and notices (top right, on a phone at the bottom, for 3 s). i18next is set up once in i18n/i18n.ts. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={notices} />
      <GlobalStyles styles={lessMotion} />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={3000} maxSnack={3}>
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
