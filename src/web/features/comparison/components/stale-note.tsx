import Typography from '@mui/material/Typography';
import { waitsWhole } from '../../../../shared/offer.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { pricesElsewhere } from '../lib/columns.ts';

/**
 * Under an offer's name, when prices of it wait to be confirmed: that the offer needs confirmation (all of its
 * prices) or how many formats do, seen and read; and its prices for quantities the formats no longer ask, each
 * named with its quantity (docs/product.md#comparison).
 */
export function StaleNote({ comparison, offer }: { comparison: Comparison; offer: Comparison['offers'][number] }) {
  const ft = useComparisonTexts();
  const { money, count } = useFormat();
  return (
    <>
      <Typography variant="caption" sx={{ display: 'block', fontWeight: 600 }}>
        {waitsWhole(offer)
          ? ft('comparison.needsConfirmation')
          : ft('comparison.toConfirmCount', { count: offer.staleFormats.length })}
      </Typography>
      {pricesElsewhere(comparison, offer).map(({ format, count: n, price, alternative }) => (
        <Typography key={format.id} variant="caption" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {ft('comparison.pricedFor', { title: format.title, price: money(price), count: count(n) })}
          {alternative
            ? ` · ${ft('comparison.alternative', { price: money(alternative.price), description: alternative.description })}`
            : null}
        </Typography>
      ))}
    </>
  );
}
