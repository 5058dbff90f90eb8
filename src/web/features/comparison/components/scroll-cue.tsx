import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useComparisonTexts } from '../i18n/texts.ts';

type Props = { before: number; after: number; scroll: (direction: 1 | -1) => void };

/** Above a comparison wider than its box: how many printshops lie beyond each side, a click scrolls there. */
export function ScrollCue({ before, after, scroll }: Props) {
  const ft = useComparisonTexts();
  if (before === 0 && after === 0) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 0.5 }}>
      {before > 0 ? (
        <Button size="small" onClick={() => scroll(-1)}>
          {ft('comparison.suppliersBefore', { count: before })}
        </Button>
      ) : null}
      {after > 0 ? (
        <Button size="small" onClick={() => scroll(1)}>
          {ft('comparison.suppliersAfter', { count: after })}
        </Button>
      ) : null}
    </Box>
  );
}
