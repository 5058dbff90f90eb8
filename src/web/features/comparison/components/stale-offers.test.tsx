import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bestTotal } from '../../../../shared/lowest.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { columnOf } from '../../../test/columns.ts';
import { testOffer, BASE_COMPARISON } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { testTask } from '../../../test/tasks.ts';
import { ComparisonSection } from './comparison-section.tsx';
import { OfferCard } from './offer-card.tsx';

type Offer = Comparison['offers'][number];

/** An offer on the flyer (5,000; 2,500 further) and the letter (2,000), prices in whole units. */
function offerOf(
  name: string,
  [flyer, at2500, letter]: number[],
  fields: Partial<Parameters<typeof testOffer>[0]> = {},
): Offer {
  return testOffer({
    ...{ supplierId: name, name, sum: (flyer! + letter!) * 100 },
    pricedFor: [
      { id: 'flyer', count: 5000 },
      { id: 'letter', count: 2000 },
    ],
    prices: [
      {
        id: 'flyer',
        price: flyer! * 100,
        scales: [{ count: 2500, price: at2500! * 100 }],
        runOnPer1000: null,
        alternative: null,
      },
      { id: 'letter', price: letter! * 100, scales: [], runOnPer1000: null, alternative: null },
    ],
    ...fields,
  });
}

// After an amendment the flyer's count went from 4,000 to 5,000: Beta priced 4,000 and has not confirmed;
// Delta priced 2,500 as the count then (it is a further quantity now), at the lowest prices of all.
// Every price it gave waits to be confirmed: no total, not complete (the server's standing).
const stale = { stale: true, staleFormats: ['flyer', 'letter'], complete: false };
const comparison: Comparison = {
  ...BASE_COMPARISON,
  formats: [
    { id: 'flyer', title: 'Flyer A5', count: 5000, counts: [2500], runOn: false, addedAt: null },
    { id: 'letter', title: 'Brief DIN lang', count: 2000, counts: [], runOn: false, addedAt: null },
  ],
  lowest: [
    // No delivery cost: the landed cost is the price; only the current offer reaches it.
    { id: 'flyer', price: 120_000, landed: 120_000, supplierIds: ['Druckerei Alpha'] },
    { id: 'letter', price: 30_000, landed: 30_000, supplierIds: ['Druckerei Alpha'] },
  ],
  lowestScales: [{ id: 'flyer', count: 2500, price: 75_000 }],
  lowestRunOn: [],
  outliers: [],
  awards: [],
  offers: [
    offerOf('Druckerei Alpha', [1200, 750, 300]),
    // The same prices as the lowest: still not marked.
    offerOf('Gamma Print', [1200, 750, 300], stale),
    offerOf('Beta Print', [900, 600, 200], {
      ...stale,
      pricedFor: [
        { id: 'flyer', count: 4000 },
        { id: 'letter', count: 2000 },
      ],
    }),
    offerOf('Delta Druck', [700, 0, 200], {
      ...stale,
      prices: [
        { id: 'flyer', price: 70_000, scales: [], runOnPer1000: null, alternative: null },
        { id: 'letter', price: 20_000, scales: [], runOnPer1000: null, alternative: null },
      ],
      pricedFor: [
        { id: 'flyer', count: 2500 },
        { id: 'letter', count: 2000 },
      ],
    }),
  ],
  references: [],
  declined: [],
};

const renderTable = async () => {
  await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
    api: { 'GET /tasks/t1/offers': comparison },
  });
  return screen.findByRole('table', { name: 'Prices per format and printshop' });
};
/** The column's price cells as read, top to bottom: 2,500, 5,000, 2,000, total (the terms' rows left out). */
const cells = (table: HTMLElement, name: string) =>
  columnOf(table, name)
    .filter((cell, i, all) => i > 1 && i !== all.length - 2)
    // A dash says to a screen reader why there is no price: its hidden text is read.
    .map((cell) => cell.textContent?.replace(/\s/g, ' ').replace(/^–/, ''));
const headOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('columnheader', { name: new RegExp(name) });

describe('stale offers in the comparison', () => {
  it('marks no stale price or total lowest, even at the lowest prices', async () => {
    const table = await renderTable();
    expect(cells(table, 'Druckerei Alpha')).toEqual([
      '€750.00 lowest price',
      '€1,200.00 lowest incl. delivery',
      '€300.00 lowest incl. delivery',
      '€1,500.00 lowest total',
    ]);
    expect(cells(table, 'Gamma Print')).toEqual([
      '€750.00 to confirm',
      '€1,200.00 to confirm',
      '€300.00 to confirm',
      '€1,500.00',
    ]);
  });

  it('greys a stale offer and says it needs confirmation, to the eye and to a screen reader', async () => {
    const table = await renderTable();
    expect(headOf(table, 'Gamma Print').textContent).toContain('Needs confirmation');
    expect(headOf(table, 'Druckerei Alpha').textContent).not.toContain('Needs');
    const color = (name: string) => getComputedStyle(columnOf(table, name)[1]!).color;
    expect(color('Gamma Print')).toBe('rgba(0, 0, 0, 0.6)');
    expect(getComputedStyle(headOf(table, 'Gamma Print')).color).toBe('rgba(0, 0, 0, 0.6)');
    expect(color('Druckerei Alpha')).not.toBe('rgba(0, 0, 0, 0.6)');
  });

  it('shows a stale price only under the quantity it was given for', async () => {
    const { user } = await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
      api: { 'GET /tasks/t1/offers': comparison },
    });
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    // Beta priced 4,000, which is no row now: nothing at 5,000; its details name the price with its quantity.
    // At 5,000 it says that the format waits, not "no price".
    expect(cells(table, 'Beta Print')).toEqual(['€600.00 to confirm', 'to confirm', '€200.00 to confirm', '€1,100.00']);
    // Delta priced 2,500 as its count then: it stands at 2,500, no price at 5,000.
    expect(cells(table, 'Delta Druck')).toEqual(['€700.00 to confirm', 'to confirm', '€200.00 to confirm', '€900.00']);
    await user.click(screen.getByRole('button', { name: 'Beta Print: terms and history' }));
    const beta = screen.getByRole('dialog', { name: 'Beta Print' });
    expect(beta.textContent).toContain('Needs confirmation');
    expect(beta.textContent).toContain('Flyer A5: €900.00 for 4,000');
    await user.click(within(beta).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delta Druck: terms and history' }));
    expect(screen.getByRole('dialog', { name: 'Delta Druck' }).textContent).not.toContain(' for ');
  });

  it('does the same on a phone’s card', async () => {
    const beta = comparison.offers[2]!;
    await renderPage(<OfferCard comparison={comparison} offer={beta} best={bestTotal(comparison)} winner={false} />);
    const card = screen.getByRole('heading', { name: 'Beta Print' }).closest('div.MuiPaper-root') as HTMLElement;
    expect(card.textContent).toContain('Needs confirmation');
    expect(card.textContent).toContain('Flyer A5: €900.00 for 4,000');
    expect(card.textContent).not.toContain('lowest');
    const line = (label: string) =>
      within(card)
        .getAllByRole('term')
        .filter((dt) => dt.textContent === label)
        .map((dt) => dt.nextElementSibling?.textContent?.replace(/\s/g, ' '));
    expect(line('Quantity 5,000')).toEqual(['–to confirm']);
    expect(line('Quantity 2,500')).toEqual(['€600.00 to confirm']);
  });
});

// After an amendment changed the letter only, Beta's letter price waits; its flyer stays current (docs/decisions/026).
describe('a price to confirm beside current ones', () => {
  const partly: Comparison = {
    ...comparison,
    lowest: [
      { id: 'flyer', price: 90_000, landed: 90_000, supplierIds: ['Beta Print'] },
      { id: 'letter', price: 30_000, landed: 30_000, supplierIds: ['Druckerei Alpha'] },
    ],
    lowestScales: [{ id: 'flyer', count: 2500, price: 60_000 }],
    offers: [
      offerOf('Druckerei Alpha', [1200, 750, 300]),
      // Its total counts its current prices only, and its letter is the lowest price of all, not marked.
      offerOf('Beta Print', [900, 600, 200], { stale: true, staleFormats: ['letter'], complete: false, sum: 90_000 }),
    ],
  };

  it('marks only that price "to confirm", never lowest; the offer’s others look and mark as current', async () => {
    for (const language of ['en', 'de'] as const) {
      const view = await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
        language,
        api: { 'GET /tasks/t1/offers': partly },
      });
      const table = await screen.findByRole('table');
      const [confirm, lowestPrice, lowestLanded, part] =
        language === 'en'
          ? ['to confirm', 'lowest price', 'lowest incl. delivery', '1 of 2 formats']
          : ['zu bestätigen', 'niedrigster Preis', 'niedrigster inkl. Lieferkosten', '1 von 2 Formaten'];
      const money = (amount: string) => (language === 'en' ? `€${amount}` : `${amount.replace('.', ',')} €`);
      expect(cells(table, 'Beta Print')).toEqual([
        `${money('600.00')} ${lowestPrice}`,
        `${money('900.00')} ${lowestLanded}`,
        `${money('200.00')} ${confirm}`,
        `${money('900.00')} ${part}`,
      ]);
      // Its column is not greyed: only the price to confirm is; its head says how many formats wait.
      const column = columnOf(table, 'Beta Print');
      expect(getComputedStyle(column[3]!).color).not.toBe('rgba(0, 0, 0, 0.6)');
      expect(getComputedStyle(within(column[4]!).getByText(/200/)).color).toBe('rgba(0, 0, 0, 0.6)');
      expect(headOf(table, 'Beta Print').textContent).toContain(
        language === 'en' ? '1 format to confirm' : '1 Format zu bestätigen',
      );
      // Not an offer that waits whole: no note about offers made before the formats changed.
      expect(screen.queryByText(/^(Made before|Vor der Änderung)/)).toBeNull();
      view.unmount();
    }
  });

  it('does the same on a phone’s card', async () => {
    await renderPage(
      <OfferCard comparison={partly} offer={partly.offers[1]!} best={bestTotal(partly)} winner={false} />,
    );
    const card = screen.getByRole('heading', { name: 'Beta Print' }).closest('div.MuiPaper-root') as HTMLElement;
    expect(card.textContent).toContain('1 format to confirm');
    const line = (title: string) =>
      within(within(card).getByRole('heading', { name: title }).nextElementSibling as HTMLElement)
        .getAllByRole('definition')
        .map((dd) => dd.textContent?.replace(/\s/g, ' '));
    expect(line('Flyer A5')).toEqual(['€600.00 lowest price', '€900.00 lowest incl. delivery']);
    expect(line('Brief DIN lang')).toEqual(['€200.00 to confirm']);
  });
});
