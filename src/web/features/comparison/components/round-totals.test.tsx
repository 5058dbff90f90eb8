import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { BASE_COMPARISON, pricedOffer } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { RoundTotals } from './round-totals.tsx';

const comparison = {
  ...BASE_COMPARISON,
  offers: [
    pricedOffer('Alpha', { f1: 1200 }, { supplierId: 'a' }),
    pricedOffer('Beta', { f1: 1100 }, { supplierId: 'b' }),
  ],
} as unknown as Comparison;

describe('a final round in the comparison', () => {
  it('shows round 1 → round 2 totals per printshop in the comparison', async () => {
    const rounds = {
      ...comparison,
      round: 2,
      offers: [
        {
          ...comparison.offers[1]!,
          round: 2,
          sum: 105_000,
          earlier: { sum: 110_000, quotedSum: 110_000, currency: 'EUR' },
        },
        { ...comparison.offers[0]!, round: 1, earlier: { sum: 120_000, quotedSum: 120_000, currency: 'EUR' } },
      ],
    } as Comparison;
    await renderPage(<RoundTotals comparison={rounds} />);
    const table = screen.getByRole('table', { name: 'Final round 2: totals per printshop' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['PrintshopRound 1Round 2', 'Beta€1,100.00€1,050.00', 'Alpha€1,200.00not in the final round']);
  });

  it('says, sealed, who answered the round and whom it still waits for, in German', async () => {
    const sealed = {
      ...comparison,
      round: 2,
      offers: [
        {
          ...comparison.offers[1]!,
          round: 2,
          sum: null,
          answered: true,
          earlier: { sum: 110_000, quotedSum: 110_000, currency: 'EUR' },
        },
        {
          ...comparison.offers[0]!,
          round: 2,
          sum: null,
          answered: false,
          earlier: { sum: 120_000, quotedSum: 120_000, currency: 'EUR' },
        },
      ],
    } as Comparison;
    await renderPage(<RoundTotals comparison={sealed} />, { language: 'de' });
    const table = screen.getByRole('table', { name: 'Finalrunde 2: Summen je Lieferant' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'LieferantRunde 1Runde 2',
      'Beta1.100,00 €versiegelt · beantwortet',
      'Alpha1.200,00 €versiegelt · noch keine Antwort',
    ]);
  });

  it('shows nothing while the task has one round', async () => {
    await renderPage(<RoundTotals comparison={comparison} />);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
