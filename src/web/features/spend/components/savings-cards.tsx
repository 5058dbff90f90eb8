import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Currency } from '../../../../shared/currencies.ts';
import type { Spend } from '../../../../shared/schemas/spend.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useSpendTexts } from '../i18n/texts.ts';

type Saving = { amount: number; counted: number };
type Totals = {
  currency: Currency;
  spend: number;
  tasks: number;
  bestOffer: Saving;
  budget: Saving;
  earlierPrices: Saving;
};

const add = (a: Saving, b: Saving) => ({ amount: a.amount + b.amount, counted: a.counted + b.counted });

/** The period's totals per currency, the workspace's first: the month view's rows hold each task once. */
function totalsOf(report: Spend): Totals[] {
  const byCurrency = new Map<Currency, Totals>();
  for (const r of report.rows) {
    const t = byCurrency.get(r.currency);
    const s = r.savings;
    byCurrency.set(
      r.currency,
      t
        ? {
            ...t,
            spend: t.spend + r.spend,
            tasks: t.tasks + r.tasks,
            bestOffer: add(t.bestOffer, s.bestOffer),
            budget: add(t.budget, s.budget),
            earlierPrices: add(t.earlierPrices, s.earlierPrices),
          }
        : { currency: r.currency, spend: r.spend, tasks: r.tasks, ...s },
    );
  }
  return [...byCurrency.values()].sort(
    (a, b) => Number(b.currency === report.currency) - Number(a.currency === report.currency),
  );
}

function Figure({ title, value, hint }: { title: string; value: string; hint: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" component="h3">
            {title}
          </Typography>
          <Typography variant="h5" component="p" sx={{ my: 0.5 }}>
            {value}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

/**
 * The period's spend and its savings as cards, from the month view (each task in one month, so its rows add up to the
 * period's totals), a row of cards per currency.
 */
export function SavingsCards({ report }: { report: Spend }) {
  const st = useSpendTexts();
  const { money } = useFormat();
  const saving = (s: Saving, currency: Currency, hint: 'bestOfferHint' | 'budgetHint' | 'earlierPricesHint') => ({
    value: s.counted > 0 ? money(s.amount, currency) : '–',
    hint: s.counted > 0 ? st(`cards.${hint}`, { count: s.counted }) : st('cards.none'),
  });
  return totalsOf(report).map((t) => (
    <Grid container spacing={2} key={t.currency}>
      <Figure
        title={st('cards.spend')}
        value={money(t.spend, t.currency)}
        hint={st('cards.tasks', { count: t.tasks })}
      />
      <Figure title={st('cards.bestOffer')} {...saving(t.bestOffer, t.currency, 'bestOfferHint')} />
      <Figure title={st('cards.budget')} {...saving(t.budget, t.currency, 'budgetHint')} />
      <Figure title={st('cards.earlierPrices')} {...saving(t.earlierPrices, t.currency, 'earlierPricesHint')} />
    </Grid>
  ));
}
