import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { columnOf } from '../../../test/columns.ts';
import { testOffer, BASE_COMPARISON } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { testTask } from '../../../test/tasks.ts';
import { ComparisonSection } from './comparison-section.tsx';
import { ComparisonTable } from './comparison-table.tsx';

type Offer = Comparison['offers'][number];

const terms = { oversPercent: null, oversPer1000: null, validDays: null, note: '', deliveryCost: null, leadDays: null };

/** An offer on the flyer (5,000; 1,000 and 2,500 further; run-on) and the letter (2,000), prices in whole units. */
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
  ...BASE_COMPARISON,
  currency: 'EUR',
  rates: {},
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
const marked = (table: HTMLElement, name: string, mark = ' lowest') =>
  columnOf(table, name)
    .map((cell) => cell.textContent?.replace(/\s/g, ' '))
    .filter((text) => text?.includes(mark));
/** The column's cell in the row headed `row`. */
const cellIn = (table: HTMLElement, name: string, row: string) =>
  columnOf(table, name).find((cell) => cell.parentElement!.querySelector('th')!.textContent === row)!;

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
      'Druckerei Alpha3 revisions',
      'Gamma Print1 revision',
      'Delta Druck1 revisionNeeds confirmation',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Lead time',
      'Valid until',
      'Flyer A5',
      'Flyer A5: Quantity 1,000',
      'Flyer A5: Quantity 2,500',
      'Flyer A5: Quantity 5,000ranks',
      'Flyer A5: +1,000 (run-on)',
      'Brief DIN langQuantity 2,000',
      'Delivery costonce, in the total',
      'Total incl. delivery',
    ]);
  });

  it("marks each row's lowest price and the lowest total among the offers that rank", async () => {
    await renderComparison();
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    expect(marked(table, 'Druckerei Alpha')).toEqual([
      '€750.00 lowest price',
      '€1,200.00 lowest incl. delivery',
      '€1,500.00 lowest total',
    ]);
    expect(marked(table, 'Gamma Print')).toEqual([
      '€350.00 lowest price',
      '€170.00 lowest price',
      '€250.00 lowest incl. delivery',
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
    const valid = cellIn(table, 'Druckerei Alpha', 'Valid until');
    expect(valid.textContent).toContain('02/01/2030');
    expect(within(valid).getByRole('img', { name: 'Expires before the planned award' })).toBeTruthy();
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
      {
        formatId: 'flyer',
        supplierId: 'Druckerei Alpha',
        count: 5000,
        price: 120_000,
        alternative: null,
        orderNumber: 'PO-2027-0001',
      },
      {
        formatId: 'letter',
        supplierId: 'Gamma Print',
        count: 2000,
        price: 25_000,
        alternative: null,
        orderNumber: 'PO-2027-0002',
      },
    ];
    await renderPage(<ComparisonSection task={testTask({ state: 99 })} />, {
      api: { 'GET /tasks/t1/offers': { ...comparison, awards } },
    });
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    const ordered = within(table).getAllByRole('img', { name: 'ordered' });
    const cells = ordered.map((img) => img.closest('td')!);
    // The check's name is read before the price.
    expect(cells.map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual([
      'ordered€1,200.00 lowest incl. delivery',
      'ordered€250.00 lowest incl. delivery',
    ]);
    expect(cells.map((cell) => cell.cellIndex)).toEqual([1, 2]);
    // Outlined to the eye; the other prices are not.
    expect(cells.map((cell) => getComputedStyle(cell).outlineStyle)).toEqual(['solid', 'solid']);
    expect(getComputedStyle(cellIn(table, 'Gamma Print', 'Flyer A5: Quantity 5,000ranks')).outlineStyle).not.toBe(
      'solid',
    );
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
    expect(marked(table, 'Druckerei Alpha', ' niedrig')).toEqual([
      '750,00 € niedrigster Preis',
      '1.200,00 € niedrigster inkl. Lieferkosten',
      '1.500,00 € niedrigste Summe',
    ]);
    for (const row of ['Lieferzeit', 'Gültig bis', 'Lieferkosten einmal, in der Summe']) {
      expect(within(table).getByRole('rowheader', { name: row })).toBeTruthy();
    }
    expect(cellIn(table, 'Gamma Print', 'Lieferkosteneinmal, in der Summe').textContent).toBe('–nicht angegeben');
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
    expect(within(alpha).getByText('3 Abgaben')).toBeTruthy();
    expect(within(within(table).getByRole('columnheader', { name: /Gamma Print/ })).getByText('1 Abgabe')).toBeTruthy();
  });
});

describe('the basis of the comparison', () => {
  const withTerms = {
    ...comparison,
    offers: comparison.offers.map((o) =>
      o.name === 'Druckerei Alpha'
        ? {
            ...o,
            sum: o.sum! + 4500,
            terms: { ...terms, quoteNumber: '', deliveryCost: 4500, leadDays: 8 },
            lateDelivery: true,
          }
        : o.name === 'Gamma Print'
          ? { ...o, terms: { ...terms, quoteNumber: '', deliveryCost: 0, leadDays: 1 } }
          : o,
    ),
  };

  it('shows each printshop’s delivery cost in a row above its total, its lead time and validity under its name', async () => {
    await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
      api: { 'GET /tasks/t1/offers': withTerms },
    });
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    const delivery = 'Delivery costonce, in the total';
    expect(
      ['Druckerei Alpha', 'Gamma Print', 'Delta Druck'].map((n) => cellIn(table, n, delivery).textContent),
    ).toEqual(['€45.00', '€0.00', '–not stated']);
    // The delivery row stands right above the total it is counted into: 1,200 + 300 + 45.
    expect(columnOf(table, 'Druckerei Alpha').at(-2)).toBe(cellIn(table, 'Druckerei Alpha', delivery));
    expect(columnOf(table, 'Druckerei Alpha').at(-1)!.textContent).toBe('€1,545.00 lowest total');
    const lead = cellIn(table, 'Druckerei Alpha', 'Lead time');
    expect(lead.textContent).toBe('Lead time misses the delivery date8 working days');
    expect(within(lead).getByRole('img', { name: 'Lead time misses the delivery date' })).toBeTruthy();
    expect(cellIn(table, 'Gamma Print', 'Lead time').textContent).toBe('1 working day');
    expect(cellIn(table, 'Gamma Print', 'Valid until').textContent).toBe('–not stated');
  });

  it('marks a lowest price alone in a look of its own, apart from the green of lowest incl. delivery', async () => {
    await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
      api: { 'GET /tasks/t1/offers': comparison },
    });
    const table = await screen.findByRole('table', { name: 'Prices per format and printshop' });
    const landed = cellIn(table, 'Druckerei Alpha', 'Flyer A5: Quantity 5,000ranks');
    const priceOnly = cellIn(table, 'Druckerei Alpha', 'Flyer A5: Quantity 2,500');
    const amount = (cell: HTMLElement) => within(cell).getByText(/^€/);
    expect(getComputedStyle(landed).backgroundImage).toContain('linear-gradient');
    expect(getComputedStyle(priceOnly).backgroundImage).not.toContain('linear-gradient');
    expect(getComputedStyle(amount(priceOnly)).outlineStyle).toBe('dashed');
    expect(getComputedStyle(amount(landed)).outlineStyle).not.toBe('dashed');
    expect(getComputedStyle(within(priceOnly).getByText('lowest price')).color).not.toBe(
      getComputedStyle(within(landed).getByText('lowest incl. delivery')).color,
    );
  });
});

/** The comparison as the page holds it, with a button that brings what the live stream would. */
function Arriving({ first, then }: { first: Comparison; then: Comparison }) {
  const [shown, setShown] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setShown(then)}>
        offers arrive
      </button>
      <ComparisonTable comparison={shown} />
    </>
  );
}

describe('the order of the printshops', () => {
  const heads = () =>
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .slice(1)
      .map((h) => h.textContent!.split(/\d+ (revision|Abgabe)/)[0]);
  const cheap = offerOf('Beta Offset', [1000, 300, 600, 150, 200]);

  it('keeps the columns in place while offers arrive, until the buyer sorts them by total', async () => {
    // Beta arrives cheapest and Gamma lowers its prices: the server sorts them first, the page keeps its order.
    const [alpha, gamma, delta] = comparison.offers as [Offer, Offer, Offer];
    const then = { ...comparison, offers: [cheap, { ...gamma, sum: 100_000 }, alpha, delta] };
    const { user } = await renderPage(<Arriving first={comparison} then={then} />);
    expect(heads()).toEqual(['Druckerei Alpha', 'Gamma Print', 'Delta Druck']);
    expect(screen.queryByRole('button', { name: 'Sort by total' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'offers arrive' }));
    // The new offer after those shown, the offer to confirm still apart at the end.
    expect(heads()).toEqual(['Druckerei Alpha', 'Gamma Print', 'Beta Offset', 'Delta Druck']);
    expect(screen.getByText('The order stays as loaded while offers arrive.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sort by total' }));
    expect(heads()).toEqual(['Beta Offset', 'Gamma Print', 'Druckerei Alpha', 'Delta Druck']);
    expect(screen.queryByRole('button', { name: 'Sort by total' })).toBeNull();
  });

  it('offers the sorting in German', async () => {
    const { user } = await renderPage(
      <Arriving first={comparison} then={{ ...comparison, offers: [cheap, ...comparison.offers] }} />,
      { language: 'de' },
    );
    await user.click(screen.getByRole('button', { name: 'offers arrive' }));
    await user.click(screen.getByRole('button', { name: 'Nach Summe sortieren' }));
    expect(heads()[0]).toBe('Beta Offset');
  });
});
