import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { againstBudget } from '../../../lib/budget.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { partOf } from '../lib/columns.ts';

/**
 * Each current offer's total against the task's budget, "12 % under budget" / "8 % over budget"
 * (docs/product.md#budget-and-approval); an offer whose current prices leave formats out covers less than the
 * budget does, and says so instead of a percentage ("2 of 4 formats"). Nothing without a budget.
 */
export function BudgetLines({ comparison, budget }: { comparison: Comparison; budget: number | null }) {
  const ft = useComparisonTexts();
  const format = useFormat();
  // The budget and the offers' totals are in the task's currency, the offers weighed at its rates.
  const money = (amount: number) => format.money(amount, comparison.currency);
  const offers = comparison.offers.filter((o) => o.sum !== null && (o.complete || partOf(comparison.formats, o)));
  if (budget === null) return null;
  return (
    <Box component="section" aria-label={ft('budget.title')} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {ft('budget.line', { amount: money(Math.round(budget * 100)) })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {offers.map((o) => {
          const part = partOf(comparison.formats, o);
          if (part) {
            return (
              <Typography component="li" variant="body2" key={o.supplierId} sx={{ overflowWrap: 'anywhere' }}>
                {`${o.name}: ${money(o.sum!)} – ${ft('budget.partial', { count: part.count, of: part.of })}`}
              </Typography>
            );
          }
          const { key, percent } = againstBudget(o.sum!, budget);
          return (
            <Typography component="li" variant="body2" key={o.supplierId} sx={{ overflowWrap: 'anywhere' }}>
              {`${o.name}: ${money(o.sum!)} – `}
              <Box component="span" sx={{ color: key === 'over' ? 'error.main' : 'success.dark', fontWeight: 600 }}>
                {ft(`budget.${key}`, { percent })}
              </Box>
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
