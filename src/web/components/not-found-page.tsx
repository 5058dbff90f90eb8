import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from './page-title.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 2, sm: 4 } }}>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Typography sx={{ mb: 2 }}>{t('notFound.text')}</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
