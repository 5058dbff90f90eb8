import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { renderPage } from '../../../test/render.tsx';
import { AwardOverview } from './award-overview.tsx';

const offer = (supplierId: string, name: string, deliveryCost: number | null) => ({
  supplierId,
  name,
  terms: { deliveryCost },
});
const award = (formatId: string, supplierId: string, price: number) => ({
  formatId,
  supplierId,
  count: formatId === 'flyer' ? 5000 : 2000,
  price,
  alternative: null,
});
const comparison = (awards: ReturnType<typeof award>[]) =>
  ({
    formats: [
      { id: 'flyer', title: 'Flyer A5', count: 5000 },
      { id: 'brief', title: 'Brief DIN lang', count: 2000 },
    ],
    offers: [offer('a', 'Alpha', 28_000), offer('b', 'Beta', null)],
    awards,
  }) as unknown as Comparison;

const card = (name: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByText(name, { exact: true }) !== null)!;

// docs/product.md#task-page: the award summary states what the buyer pays each winner, delivery included.
describe('the award summary', () => {
  it('shows a whole award’s delivery cost and its total incl. delivery, and no award total beside it', async () => {
    await renderPage(
      <AwardOverview
        taskId="t1"
        comparison={comparison([award('flyer', 'a', 500_000), award('brief', 'a', 267_500)])}
        mails={null}
      />,
    );
    const alpha = card('Alpha');
    expect(within(alpha).getByText('Flyer A5: 5,000 pieces for €5,000.00')).toBeTruthy();
    expect(within(alpha).getByText('Delivery cost: €280.00')).toBeTruthy();
    // €5,000 + €2,675 + €280.
    expect(within(alpha).getByText('Total incl. delivery: €7,955.00')).toBeTruthy();
    expect(screen.queryByText(/^Total of this award/)).toBeNull();
  });

  it('sums a split award over its winners, each delivery once; a delivery not stated counts as none', async () => {
    await renderPage(
      <AwardOverview
        taskId="t1"
        comparison={comparison([award('flyer', 'a', 500_000), award('brief', 'b', 261_000)])}
        mails={null}
      />,
      { language: 'de' },
    );
    expect(within(card('Alpha')).getByText('Summe inkl. Lieferkosten: 5.280,00 €')).toBeTruthy();
    expect(within(card('Beta')).getByText('Lieferkosten: keine angegeben')).toBeTruthy();
    expect(within(card('Beta')).getByText('Summe inkl. Lieferkosten: 2.610,00 €')).toBeTruthy();
    expect(screen.getByText('Summe dieses Zuschlags inkl. Lieferkosten: 7.890,00 €')).toBeTruthy();
  });

  it('states a winner in another currency in its own, the task’s beside it, and the award’s total in the task’s', async () => {
    const mixed = {
      ...comparison([award('flyer', 'd', 11_000_000), award('brief', 'b', 261_000)]),
      currency: 'EUR',
      rates: { CZK: 0.04 },
      offers: [
        { ...offer('d', 'Tiskárna', 50_000), currency: 'CZK', rate: 0.04 },
        { ...offer('b', 'Beta', null), currency: 'EUR', rate: 1 },
      ],
    } as unknown as Comparison;
    await renderPage(<AwardOverview taskId="t1" comparison={mixed} mails={null} />);
    const czech = card('Tiskárna');
    expect(within(czech).getByText('Flyer A5: 5,000 pieces for CZK 110,000.00')).toBeTruthy();
    expect(within(czech).getByText('Delivery cost: CZK 500.00')).toBeTruthy();
    // 110,500 CZK at 0.04: €4,400 + €20.
    expect(within(czech).getByText('Total incl. delivery: CZK 110,500.00 (≈ €4,420.00)')).toBeTruthy();
    // €4,420 + €2,610, not 110,500 + 2,610 of mixed money.
    expect(screen.getByText(/^Total of this award/).textContent).toBe('Total of this award, incl. delivery: €7,030.00');
  });
});
