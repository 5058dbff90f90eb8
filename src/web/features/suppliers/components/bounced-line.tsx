import Typography from '@mui/material/Typography';
import { useFormat } from '../../../lib/use-format.ts';
import { useSuppliersTexts } from '../i18n/texts.ts';

/** "Last mail bounced on …": shown on a printshop's record until its address changes (docs/product.md#mail-that-did-not-arrive). */
export function BouncedLine({ at }: { at: number | null }) {
  const ft = useSuppliersTexts();
  const { dateTime } = useFormat();
  if (at === null) return null;
  return (
    <Typography variant="body2" color="error" sx={{ mb: 1 }}>
      {ft('bounced', { date: dateTime(at) })}
    </Typography>
  );
}
