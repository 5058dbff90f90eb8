import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useRouteError } from 'react-router';
import { errorMessage } from '../lib/error-message.ts';

/** The error boundary of a route: the rest of the page (top bar, sidebar) stays usable. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <title>{t('routeError.title')}</title>
      <Alert severity="error">
        <AlertTitle>{t('routeError.title')}</AlertTitle>
        {errorMessage(t, error)}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {/* A full reload also fetches page code that a new deployment replaced. */}
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
        <Button component={RouterLink} to="/">
          {t('routeError.home')}
        </Button>
      </Stack>
    </Box>
  );
}
