import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { columnOf } from '../../../test/columns.ts';
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
    { id: 'flyer', title: 'Flyer A5', count: 5000, counts: [1000, 2500], runOn: true, addedAt: null },
    { id: 'letter', title: 'Brief DIN lang', count: 2000, counts: [], runOn: false, addedAt: null },
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
  outliers: [],
  awards: [],
  offers: [
    offerOf('Druckerei Alpha', [1200, 400, 750, 180, 300], {
      revisions: 3,
      terms: { ...terms, quoteNumber: 'AL-1', validDays: 1 },
      validUntil: '2030-01-02',
      expiresEarly: true,
    }),
    offerOf('Gamma Print', [1300, 350, 800, 170, 250]),
    offerOf('Delta Druck', [900, 300, 600, 100, 200], {
      stale: true,
      staleFormats: ['flyer', 'letter'],
      complete: false,
    }),
  ],
  references: [],
  declined: [],
};

const renderComparison = (language: 'en' | 'de' = 'en') =>
  renderPage(<ComparisonSection task={testTask({ state: 99 })} />, {
    language,
    api: { 'GET /tasks/t1/offers': comparison },
  });

/** The column's prices marked the lowest, as read (spaces plain). */
const marked = (table: HTMLElement, name: string, mark = '(lowest') =>
  columnOf(table, name)
    .map((cell) => cell.textContent?.replace(/\s/g, ' '))
    .filter((text) => text?.includes(mark));

describe('the comparison table', () => {
  it('has a column per printshop and a row per format, a row per quantity ascending, the ranking one marked, run-on last', async () => {
    await renderComparison();
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Format',
      // How many revisions each printshop sent: many may be probing its rank (docs/product.md#comparison).
      'Druckerei Alpha3 revisionsExpires before the planned award',
      'Gamma Print1 revision',
      'Delta Druck1 revisionNeeds confirmation',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Flyer A5',
      'Flyer A5: Quantity 1,000',
      'Flyer A5: Quantity 2,500',
      'Flyer A5: Quantity 5,000ranks',
      'Flyer A5: +1,000 (run-on)',
      'Brief DIN langQuantity 2,000',
      'Total incl. delivery',
    ]);
  });

  it("marks each row's lowest price and the lowest total among the offers that rank", async () => {
    await renderComparison();
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    expect(marked(table, 'Druckerei Alpha')).toEqual([
      '€750.00 (lowest price)',
      '€1,200.00 (lowest incl. delivery)',
      '€1,500.00 (lowest total)',
    ]);
    expect(marked(table, 'Gamma Print')).toEqual([
      '€350.00 (lowest price)',
      '€170.00 (lowest price)',
      '€250.00 (lowest incl. delivery)',
    ]);
    // Made before the formats changed: last, said so in its head and below, and cheaper without being marked.
    expect(marked(table, 'Delta Druck')).toEqual([]);
    expect(columnOf(table, 'Delta Druck').at(-1)?.textContent).toBe('€1,100.00');
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.at(-1)?.textContent).toContain('Needs confirmation');
    expect(screen.getByText(/^Made before the formats changed/)).toBeTruthy();
  });

  it("opens the quote, terms and history from the printshop's name and flags an offer that expires before the award", async () => {
    const { user } = await renderComparison();
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    const alpha = within(table).getByRole('columnheader', { name: /Druckerei Alpha/ });
    expect(within(alpha).getByRole('img', { name: 'Expires before the planned award' })).toBeTruthy();
    expect(within(table).queryAllByRole('img', { name: 'Expires before the planned award' })).toHaveLength(1);
    expect(table.textContent).not.toContain('AL-1');
    await user.click(within(alpha).getByRole('button', { name: 'Druckerei Alpha: terms and history' }));
    const details = screen.getByRole('dialog', { name: 'Druckerei Alpha' });
    expect(details.textContent).toContain('Quote AL-1 · valid until 02/01/2030');
    expect(details.textContent).toContain('Expires before the planned award');
    expect(within(details).getByRole('heading', { name: 'Offer history of Druckerei Alpha' })).toBeTruthy();
  });

  it('marks an offer whose printshop was deleted since: it can get no order', async () => {
    const offers = comparison.offers.map((o) => (o.name === 'Gamma Print' ? { ...o, deleted: true } : o));
    const { user } = await renderPage(<ComparisonSection task={testTask({ state: 99 })} />, {
      api: { 'GET /tasks/t1/offers': { ...comparison, offers } },
    });
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    const gamma = within(table).getByRole('columnheader', { name: /Gamma Print/ });
    expect(gamma.textContent).toBe('Gamma Print1 revisiondeleted');
    expect(within(table).getByRole('columnheader', { name: /Druckerei Alpha/ }).textContent).not.toContain('deleted');
    await user.click(within(gamma).getByRole('button', { name: 'Gamma Print: terms and history' }));
    const details = screen.getByRole('dialog', { name: 'Gamma Print (deleted)' });
    expect(details.textContent).toContain('Deleted after it offered: it can get no order.');
  });

  it('marks what was ordered in each format of a split award, its printshops as winners', async () => {
    const awards = [
      { formatId: 'flyer', supplierId: 'Druckerei Alpha', count: 5000, price: 120_000, alternative: null },
      { formatId: 'letter', supplierId: 'Gamma Print', count: 2000, price: 25_000, alternative: null },
    ];
    await renderPage(<ComparisonSection task={testTask({ state: 99 })} />, {
      api: { 'GET /tasks/t1/offers': { ...comparison, awards } },
    });
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    const ordered = within(table).getAllByRole('img', { name: 'ordered' });
    const cells = ordered.map((img) => img.closest('td')!);
    // The check's name is read before the price.
    expect(cells.map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual([
      'ordered€1,200.00 (lowest incl. delivery)',
      'ordered€250.00 (lowest incl. delivery)',
    ]);
    expect(cells.map((cell) => cell.cellIndex)).toEqual([1, 2]);
    // Outlined to the eye; the other prices are not.
    expect(cells.map((cell) => getComputedStyle(cell).outlineStyle)).toEqual(['solid', 'solid']);
    expect(getComputedStyle(columnOf(table, 'Gamma Print')[3]!).outlineStyle).not.toBe('solid');
    for (const name of ['Druckerei Alpha', 'Gamma Print']) {
      const head = within(table).getByRole('columnheader', { name: new RegExp(name) });
      expect(within(head).getByRole('img', { name: 'Accepted offer' })).toBeTruthy();
    }
    const delta = within(table).getByRole('columnheader', { name: /Delta Druck/ });
    expect(within(delta).queryByRole('img', { name: 'Accepted offer' })).toBeNull();
  });

  it('writes amounts and quantities as a German reader does', async () => {
    await renderComparison('de');
    const table = await screen.findByRole('table', { name: 'Preise je Format und Lieferant' });
    expect(within(table).getByRole('rowheader', { name: 'Flyer A5: +1.000 (Fortdruck)' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Summe inkl. Lieferung' })).toBeTruthy();
    expect(marked(table, 'Druckerei Alpha', '(niedrig')).toEqual([
      '750,00 € (niedrigster Preis)',
      '1.200,00 € (niedrigster inkl. Lieferkosten)',
      '1.500,00 € (niedrigste Summe)',
    ]);
  });
});

describe('the revisions of each printshop', () => {
  it('are counted under its name and in its details, in German too', async () => {
    await renderPage(<ComparisonSection task={testTask({ state: 99 })} />, {
      language: 'de',
      api: { 'GET /tasks/t1/offers': comparison },
    });
    const table = await screen.findByRole('table', { name: 'Preise je Format und Lieferant' });
    const alpha = within(table).getByRole('columnheader', { name: /Druckerei Alpha/ });
    expect(within(alpha).getByText('3 Angebotsstände')).toBeTruthy();
    expect(
      within(within(table).getByRole('columnheader', { name: /Gamma Print/ })).getByText('1 Angebotsstand'),
    ).toBeTruthy();
  });
});
