import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A centred spinner for a page or a pane whose data is on its way. */
export function Loading({ minHeight = 240 }: { minHeight?: number | string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight }} role="status">
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
