import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Currency } from '../../../../shared/currencies.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useDashboardTexts } from '../i18n/texts.ts';
import { barBase, barWidth, percentAbove } from '../lib/bar-scale.ts';

type Offer = { name: string; sum: number; complete: boolean };

/**
 * A horizontal bar per offer, lowest first, the lowest offer for every format in the primary colour; a partial
 * offer says so and is never the lowest. The bars start a little under the lowest total (the caption says
 * where), so that a few percent show; each prints its total and how far it lies above the lowest, so the
 * figures are read, not guessed from lengths. Plain boxes: a few bars do not need a chart library (recharts
 * would add ~100 KB gzip). Each bar is a meter named by its printshop.
 */
export function OfferBars({ offers, currency }: { offers: Offer[]; currency: Currency }) {
  const ft = useDashboardTexts();
  const { money: inCurrency, language } = useFormat();
  // Every total here is in the task's currency (docs/product.md#currencies).
  const money = (cents: number) => inCurrency(cents, currency);
  const id = useId();
  const sums = offers.map((o) => o.sum);
  const max = Math.max(...sums, 1);
  const base = barBase(sums);
  const lowest = Math.min(...offers.flatMap((o) => (o.complete ? [o.sum] : [])));
  return (
    <Box component="figure" aria-labelledby={`${id}-caption`} sx={{ m: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 1, mb: 1 }}>
        <Typography id={`${id}-caption`} component="figcaption" variant="subtitle2" color="text.secondary">
          {ft('chart')}
        </Typography>
        {base > 0 ? (
          <Typography variant="caption" color="text.secondary">
            {ft('chartFrom', { amount: money(base) })}
          </Typography>
        ) : null}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {offers.map((offer, i) => {
          const percent = offer.complete && Number.isFinite(lowest) ? percentAbove(offer.sum, lowest, language) : null;
          return (
            <Box component="li" key={`${offer.name}-${i}`}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                <Typography id={`${id}-${i}`} variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {offer.complete ? offer.name : ft('partial', { name: offer.name })}
                </Typography>
                {/* The meter's value text says the same to a screen reader. */}
                <Typography
                  variant="body2"
                  aria-hidden
                  sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}
                >
                  {percent === null ? null : (
                    <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                      {ft('above', { percent })}
                    </Box>
                  )}
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {money(offer.sum)}
                  </Box>
                </Typography>
              </Box>
              <Box
                role="meter"
                aria-labelledby={`${id}-${i}`}
                aria-valuemin={base}
                aria-valuemax={max}
                aria-valuenow={offer.sum}
                aria-valuetext={
                  percent === null ? money(offer.sum) : ft('aboveText', { amount: money(offer.sum), percent })
                }
                sx={{ height: 10, mt: 0.5, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}
              >
                <Box
                  sx={{
                    height: '100%',
                    width: `${barWidth(offer.sum, base, max)}%`,
                    borderRadius: 5,
                    bgcolor: offer.complete && offer.sum === lowest ? 'primary.main' : 'grey.400',
                  }}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
