import Typography from '@mui/material/Typography';
import { useComparisonTexts } from '../i18n/texts.ts';

/** Under an offer whose printshop was deleted since: why the award offers it no order (docs/product.md#award-and-order). */
export function DeletedHint() {
  const ft = useComparisonTexts();
  return (
    <Typography variant="caption" color="warning.dark" sx={{ display: 'block' }}>
      {ft('deletedHint')}
    </Typography>
  );
}
