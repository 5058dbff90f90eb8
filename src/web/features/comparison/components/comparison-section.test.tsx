import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { testOffer } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { testTask } from '../../../test/tasks.ts';
import { ComparisonSection } from './comparison-section.tsx';

type Offer = Comparison['offers'][number];

const terms = { oversPercent: null, oversPer1000: null, validDays: null, note: '', deliveryCost: null, leadDays: null };

/** An offer on the flyer (5,000; 1,000 and 2,500 further; run-on) and the letter (2,000), prices in euros. */
function offerOf(name: string, [flyer, at1000, at2500, runOn, letter]: number[], fields: Partial<Offer> = {}): Offer {
  const flyerEntry = {
    ...{ id: 'flyer', price: flyer! * 100, runOnPer1000: runOn! * 100, alternative: null },
    scales: [
      { count: 1000, price: at1000! * 100 },
      { count: 2500, price: at2500! * 100 },
    ],
  };
  const letterEntry = { id: 'letter', price: letter! * 100, scales: [], runOnPer1000: null, alternative: null };
  return testOffer({
    ...{ supplierId: name, name, sum: (flyer! + letter!) * 100, prices: [flyerEntry, letterEntry] },
    pricedFor: [
      { id: 'flyer', count: 5000 },
      { id: 'letter', count: 2000 },
    ],
    ...fields,
  });
}

// The server's order: lowest total first, offers to confirm last.
const comparison: Comparison = {
  opening: null,
  formats: [
    { id: 'flyer', title: 'Flyer A5', count: 5000, counts: [1000, 2500], runOn: true },
    { id: 'letter', title: 'Brief DIN lang', count: 2000, counts: [], runOn: false },
  ],
  lowest: [
    { id: 'flyer', price: 120_000, landed: 120_000, supplierIds: ['Druckerei Alpha'] },
    { id: 'letter', price: 25_000, landed: 25_000, supplierIds: ['Gamma Print'] },
  ],
  lowestScales: [
    { id: 'flyer', count: 1000, price: 35_000 },
    { id: 'flyer', count: 2500, price: 75_000 },
  ],
  lowestRunOn: [{ id: 'flyer', price: 17_000 }],
  awards: [],
  offers: [
    offerOf('Druckerei Alpha', [1200, 400, 750, 180, 300], {
      terms: { ...terms, quoteNumber: 'AL-1', validDays: 1 },
      validUntil: '2030-01-02',
      expiresEarly: true,
    }),
    offerOf('Gamma Print', [1300, 350, 800, 170, 250]),
    offerOf('Delta Druck', [900, 300, 600, 100, 200], { stale: true }),
  ],
  references: [],
  declined: [],
};

const renderComparison = (language: 'en' | 'de' = 'en') =>
  renderPage(<ComparisonSection task={testTask({ state: 99 })} />, {
    language,
    api: { 'GET /tasks/t1/offers': comparison },
  });

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(name) });
/** The row's prices marked the lowest, as read (spaces plain). */
const marked = (row: HTMLElement, mark = '(lowest') =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '))
    .filter((text) => text?.includes(mark));

describe('the comparison table', () => {
  it('has a column per quantity, ascending, the ranking one marked, run-on last', async () => {
    await renderComparison();
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    const [groups, quantities] = within(table).getAllByRole('row').slice(0, 2);
    expect(
      within(groups!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Printshop', 'Flyer A5', 'Brief DIN lang', 'Total incl. delivery']);
    expect(
      within(quantities!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Quantity 1,000', 'Quantity 2,500', 'Quantity 5,000ranks', '+1,000 (run-on)', 'Quantity 2,000']);
  });

  it("marks each column's lowest price and the lowest total among the offers that rank", async () => {
    await renderComparison();
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    expect(marked(rowOf(table, 'Druckerei Alpha'))).toEqual([
      '€750.00 (lowest price)',
      '€1,200.00 (lowest incl. delivery)',
      '€1,500.00 (lowest total)',
    ]);
    expect(marked(rowOf(table, 'Gamma Print'))).toEqual([
      '€350.00 (lowest price)',
      '€170.00 (lowest price)',
      '€250.00 (lowest incl. delivery)',
    ]);
    // Made before the formats changed: apart, under its heading, and cheaper without being marked.
    const stale = rowOf(table, 'Delta Druck');
    expect(marked(stale)).toEqual([]);
    expect(within(stale).getByRole('cell', { name: '€1,100.00' })).toBeTruthy();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '');
    expect(rows.findIndex((text) => text.startsWith('Needs confirmation'))).toBe(
      rows.findIndex((text) => text.includes('Delta Druck')) - 1,
    );
  });

  it('names the quote under the printshop and flags an offer that expires before the award', async () => {
    await renderComparison();
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    const alpha = within(rowOf(table, 'Druckerei Alpha')).getByRole('rowheader');
    expect(alpha.textContent).toContain('Quote AL-1 · valid until 02/01/2030');
    expect(alpha.textContent).toContain('Expires before the planned award');
    expect(within(rowOf(table, 'Gamma Print')).getByRole('rowheader').textContent).not.toContain('Expires');
  });

  it('marks an offer whose printshop was deleted since: it can get no order', async () => {
    const offers = comparison.offers.map((o) => (o.name === 'Gamma Print' ? { ...o, deleted: true } : o));
    await renderPage(<ComparisonSection task={testTask({ state: 99 })} />, {
      api: { 'GET /tasks/t1/offers': { ...comparison, offers } },
    });
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    const gamma = within(rowOf(table, 'Gamma Print')).getByRole('rowheader').textContent;
    expect(gamma).toContain('Gamma Print (deleted)');
    expect(gamma).toContain('Deleted after it offered: it can get no order.');
    expect(within(rowOf(table, 'Druckerei Alpha')).getByRole('rowheader').textContent).not.toContain('deleted');
  });

  it('writes amounts and quantities as a German reader does', async () => {
    await renderComparison('de');
    const table = await screen.findByRole('table', { name: 'Preise je Format und Lieferant' });
    expect(within(table).getByRole('columnheader', { name: '+1.000 (Fortdruck)' })).toBeTruthy();
    expect(marked(rowOf(table, 'Druckerei Alpha'), '(niedrig')).toEqual([
      '750,00 € (niedrigster Preis)',
      '1.200,00 € (niedrigster inkl. Lieferkosten)',
      '1.500,00 € (niedrigste Summe)',
    ]);
  });
});
