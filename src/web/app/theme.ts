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

export const theme = createTheme({
  palette: {
    primary: { main: '#1b5e8c' },
    secondary: { main: '#b0501c' },
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
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: '#dde3ea' } } },
  },
});
