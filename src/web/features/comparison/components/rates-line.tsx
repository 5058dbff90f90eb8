import Typography from '@mui/material/Typography';
import type { Currency } from '../../../../shared/currencies.ts';
import { numberLocales } from '../../../../shared/money.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';

/**
 * The rates the task weighs other currencies' offers at (docs/product.md#currencies), "Exchange rates: 1 CZK =
 * 0.0400 EUR": at least four decimals, as many as the rate has (kept to ten significant digits). Nothing for a task
 * that accepts its own currency alone.
 */
export function RatesLine({ comparison }: { comparison: Pick<Comparison, 'currency' | 'rates'> }) {
  const ft = useComparisonTexts();
  const { language } = useFormat();
  const rates = Object.entries(comparison.rates) as [Currency, number][];
  if (rates.length === 0) return null;
  const number = (rate: number) =>
    rate.toLocaleString(numberLocales[language], { minimumFractionDigits: 4, maximumFractionDigits: 10 });
  const text = rates.map(([currency, rate]) => `1 ${currency} = ${number(rate)} ${comparison.currency}`).join(', ');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {ft('rates', { rates: text })}
    </Typography>
  );
}
