import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The page's heading and the browser tab's title (React hoists `<title>` into the head). */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${children} · ${t('app.name')}`}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {children}
      </Typography>
    </>
  );
}
