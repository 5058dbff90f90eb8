import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { paths } from '../lib/paths.ts';

/** Pages without a session: the brand, a language switch, the page. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 3 }, py: 1.5 }}
      >
        <Link component={RouterLink} to={paths.home} underline="none" variant="h2" color="primary">
          {t('app.name')}
        </Link>
        <LanguageSwitch />
      </Box>
      <Container component="main" maxWidth="lg" sx={{ flex: 1, pb: 4, px: { xs: 1.5, sm: 3 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
