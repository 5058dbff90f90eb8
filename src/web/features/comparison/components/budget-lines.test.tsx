import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { testOffer } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { BudgetLines } from './budget-lines.tsx';

const formats = ['flyer', 'letter', 'brochure', 'poster'].map((id) => ({
  id,
  title: id,
  count: 1000,
  counts: [],
  runOn: false,
}));
const priced = (ids: string[]) => ({
  prices: ids.map((id) => ({ id, price: 10_000, scales: [], runOnPer1000: null, alternative: null })),
  pricedFor: ids.map((id) => ({ id, count: 1000 })),
});
const comparison = {
  formats,
  offers: [
    testOffer({ supplierId: 'a', name: 'Druck Alpha', sum: 400_000, ...priced(formats.map((f) => f.id)) }),
    // Two of four formats: 93 % under a budget for all four says nothing.
    testOffer({ supplierId: 'b', name: 'Print Beta', sum: 7_000, complete: false, ...priced(['flyer', 'letter']) }),
    // Every price waits to be confirmed: no line.
    testOffer({
      supplierId: 'c',
      name: 'Gamma',
      sum: 1_000,
      complete: false,
      stale: true,
      staleFormats: ['flyer'],
      ...priced(['flyer']),
    }),
  ],
} as unknown as Comparison;

// docs/product.md#budget-and-approval: a figure against the budget only where it covers what the budget does.
describe('the totals against the budget', () => {
  it('compares an offer for every format, and says a partial offer covers fewer formats instead', async () => {
    await renderPage(<BudgetLines comparison={comparison} budget={5000} />);
    const lines = within(screen.getByRole('region', { name: 'Totals against the budget' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'Druck Alpha: €4,000.00 – 20 % under budget',
      'Print Beta: €70.00 – 2 of 4 formats: not comparable with the budget for all of them',
    ]);
  });

  it('says it in German', async () => {
    await renderPage(<BudgetLines comparison={comparison} budget={5000} />, { language: 'de' });
    const lines = within(screen.getByRole('region', { name: 'Summen im Vergleich zum Budget' })).getAllByRole(
      'listitem',
    );
    expect(lines[1]!.textContent).toBe(
      'Print Beta: 70,00\u00a0€ – 2 von 4 Formaten: nicht mit dem Budget für alle vergleichbar',
    );
  });

  // docs/product.md#currencies: the budget and the totals are the task's, in its currency.
  it.each([
    ['en', 'Budget CZK 5,000.00', 'Druck Alpha: CZK 4,000.00 – 20 % under budget'],
    ['de', 'Budget 5.000,00 CZK', 'Druck Alpha: 4.000,00 CZK – 20 % unter Budget'],
  ] as const)('speaks (%s) in the task’s currency', async (language, budget, line) => {
    await renderPage(<BudgetLines comparison={{ ...comparison, currency: 'CZK' }} budget={5000} />, { language });
    const region = screen.getByRole('region', { name: language === 'en' ? 'Totals against the budget' : /^Summen/ });
    expect(within(region).getByRole('heading').textContent?.replace(/\s/g, ' ')).toBe(budget);
    expect(within(region).getAllByRole('listitem')[0]!.textContent?.replace(/\s/g, ' ')).toBe(line);
  });
});
