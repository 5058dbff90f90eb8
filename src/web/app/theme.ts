import { createTheme } from '@mui/material/styles';

// System fonts only: the CSP allows nothing from other origins, and no font download keeps the first load small.
const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

// Who asks their system for less motion gets none (WCAG 2.3.3): no ripple, dialogs and menus appear at once, and
// the stylesheet stops CSS animations (providers.tsx). The browser tests ask for it too, so no step waits out
// an animation.
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const noMotion = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

export const theme = createTheme({
  ...(reducedMotion ? { transitions: noMotion } : {}),
  palette: {
    primary: { main: '#1b5e8c' },
    secondary: { main: '#b0501c' },
    // Darker than MUI's: white on its orange (3.1:1) and its blue (3.9:1), and its dark orange as text on white
    // (3.8:1), stay under the 4.5:1 that small text needs (WCAG 1.4.3; axe flagged the question and no-bid chips).
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    background: { default: '#f3f5f8' },
  },
  typography: {
    fontFamily: systemFonts,
    h1: { fontSize: '1.6rem', fontWeight: 600, lineHeight: 1.3 },
    h2: { fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.4 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: '#dde3ea' } } },
  },
});
