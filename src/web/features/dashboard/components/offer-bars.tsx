import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFormat } from '../../../lib/use-format.ts';
import { useDashboardTexts } from '../i18n/texts.ts';

type Offer = { name: string; sum: number; complete: boolean };

/**
 * A horizontal bar per offer, lowest first, the lowest offer for every format in the primary colour; a partial
 * offer says so and is never the lowest. Plain boxes: a few bars
 * do not need a chart library (recharts would add ~100 KB gzip). Each bar is a meter named by its printshop.
 */
export function OfferBars({ offers }: { offers: Offer[] }) {
  const ft = useDashboardTexts();
  const { money } = useFormat();
  const id = useId();
  const max = Math.max(...offers.map((o) => o.sum), 1);
  const lowest = Math.min(...offers.flatMap((o) => (o.complete ? [o.sum] : [])));
  return (
    <Box component="figure" aria-labelledby={`${id}-caption`} sx={{ m: 0 }}>
      <Typography id={`${id}-caption`} component="figcaption" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {ft('chart')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {offers.map((offer, i) => (
          <Box component="li" key={`${offer.name}-${i}`}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
              <Typography id={`${id}-${i}`} variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {offer.complete ? offer.name : ft('partial', { name: offer.name })}
              </Typography>
              <Typography
                variant="body2"
                aria-hidden
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {money(offer.sum)}
              </Typography>
            </Box>
            <Box
              role="meter"
              aria-labelledby={`${id}-${i}`}
              aria-valuemin={0}
              aria-valuemax={max}
              aria-valuenow={offer.sum}
              aria-valuetext={money(offer.sum)}
              sx={{ height: 10, mt: 0.5, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}
            >
              <Box
                sx={{
                  height: '100%',
                  width: `${Math.max(2, (100 * offer.sum) / max)}%`,
                  borderRadius: 5,
                  bgcolor: offer.complete && offer.sum === lowest ? 'primary.main' : 'grey.400',
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
