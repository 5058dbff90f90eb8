import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bestTotal } from '../../../../shared/lowest.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { columnOf } from '../../../test/columns.ts';
import { pricedOffer, BASE_COMPARISON } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { testTask } from '../../../test/tasks.ts';
import { ComparisonSection } from './comparison-section.tsx';
import { OfferCard } from './offer-card.tsx';

/** An offer priced per format id (whole units); a format it leaves out it did not offer. */
const offerOf = (name: string, prices: Record<string, number>, complete: boolean) =>
  pricedOffer(name, prices, { complete, counts: { letter: 2000 } });

// Beta leaves the poster out and is cheapest in total; Gamma prices only the poster, at the lowest complete total.
const comparison: Comparison = {
  ...BASE_COMPARISON,
  opening: null,
  formats: [
    { id: 'flyer', title: 'Flyer A5', count: 5000, counts: [], runOn: false, addedAt: null },
    { id: 'letter', title: 'Brief DIN lang', count: 2000, counts: [], runOn: false, addedAt: null },
    { id: 'poster', title: 'Plakat A2', count: 5000, counts: [], runOn: false, addedAt: null },
  ],
  lowest: [
    { id: 'flyer', price: 100_000, landed: 100_000, supplierIds: ['Beta Print'] },
    { id: 'letter', price: 25_000, landed: 25_000, supplierIds: ['Beta Print'] },
    { id: 'poster', price: 50_000, landed: 50_000, supplierIds: ['Druckerei Alpha'] },
  ],
  lowestScales: [],
  lowestRunOn: [],
  outliers: [],
  awards: [],
  offers: [
    offerOf('Beta Print', { flyer: 1000, letter: 250 }, false),
    offerOf('Druckerei Alpha', { flyer: 1200, letter: 300, poster: 500 }, true),
    offerOf('Gamma Druck', { poster: 2000 }, false),
  ],
  references: [],
  declined: [],
  currency: 'EUR',
  rates: {},
};

const renderTable = async (language: 'en' | 'de' = 'en') => {
  await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
    language,
    api: { 'GET /tasks/t1/offers': comparison },
  });
  return screen.findByRole('table', { name: language === 'en' ? 'Prices per format and printshop' : /^Preise/ });
};
const totalOf = (table: HTMLElement, name: string) => columnOf(table, name).at(-1)!.textContent?.replace(/\s/g, ' ');
const notOffered = (table: HTMLElement, name: string, label = 'not offered') =>
  columnOf(table, name).filter((cell) => cell.textContent?.endsWith(label));

describe('partial offers in the comparison', () => {
  it('shows a dash, said "not offered", for a format the printshop left out', async () => {
    const table = await renderTable();
    const [missing, ...more] = notOffered(table, 'Beta Print');
    expect(more).toHaveLength(0);
    expect(missing!.textContent).toMatch(/^–/);
    expect(within(missing!.parentElement!).getAllByRole('cell', { name: 'not offered' })).toContain(missing);
    expect(within(missing!.parentElement!).getByRole('rowheader').textContent).toBe('Plakat A2Quantity 5,000');
    expect(notOffered(table, 'Gamma Druck')).toHaveLength(2);
    expect(notOffered(table, 'Druckerei Alpha')).toHaveLength(0);
  });

  it('says how many formats a partial total covers and never marks it lowest, even cheaper or equal', async () => {
    const table = await renderTable();
    expect(within(table).getByRole('rowheader', { name: 'Total incl. delivery' })).toBeTruthy();
    expect(totalOf(table, 'Beta Print')).toBe('€1,250.00 2 of 3 formats');
    expect(totalOf(table, 'Gamma Druck')).toBe('€2,000.00 1 of 3 formats');
    expect(totalOf(table, 'Druckerei Alpha')).toBe('€2,000.00 lowest total');
  });

  it('says so in German', async () => {
    const table = await renderTable('de');
    expect(within(table).getByRole('rowheader', { name: 'Summe inkl. Lieferung' })).toBeTruthy();
    expect(notOffered(table, 'Beta Print', 'nicht angeboten')).toHaveLength(1);
    expect(totalOf(table, 'Beta Print')).toBe('1.250,00 € 2 von 3 Formaten');
  });

  it('does the same on a phone’s card', async () => {
    const beta = comparison.offers[0]!;
    await renderPage(<OfferCard comparison={comparison} offer={beta} best={bestTotal(comparison)} winner={false} />);
    const card = screen.getByRole('heading', { name: 'Beta Print' }).closest('div.MuiPaper-root') as HTMLElement;
    expect(card.textContent).toContain('Total incl. delivery');
    expect(card.textContent).toContain('2 of 3 formats');
    expect(card.textContent).not.toContain('lowest total');
    const poster = within(card).getByRole('heading', { name: 'Plakat A2' }).nextElementSibling as HTMLElement;
    expect(within(poster).getByRole('definition').textContent).toBe('–not offered');
  });

  it('never says "not offered" for a format an amendment added after the offer: it could not price it', async () => {
    // The poster came with an amendment at 5,000 ms: Gamma sent its offer after it, Beta before.
    const added = {
      ...comparison,
      formats: comparison.formats.map((f) => (f.id === 'poster' ? { ...f, addedAt: 5000 } : f)),
      offers: comparison.offers.map((o) => ({ ...o, submittedAt: o.name === 'Beta Print' ? 1000 : 9000 })),
    };
    for (const language of ['en', 'de'] as const) {
      const view = await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
        language,
        api: { 'GET /tasks/t1/offers': added },
      });
      const table = await screen.findByRole('table');
      const later = language === 'en' ? 'added after its offer' : 'nach seinem Angebot hinzugekommen';
      const poster = columnOf(table, 'Beta Print').find((cell) => cell.textContent?.includes(later))!;
      expect(poster.textContent).toBe(`–${later}`);
      expect(within(poster.parentElement!).getByRole('rowheader').textContent).toMatch(/^Plakat A2/);
      expect(notOffered(table, 'Beta Print', language === 'en' ? 'not offered' : 'nicht angeboten')).toHaveLength(0);
      // Gamma offered after the poster came, and left the other formats out as it always had.
      expect(notOffered(table, 'Gamma Druck', language === 'en' ? 'not offered' : 'nicht angeboten')).toHaveLength(2);
      view.unmount();
    }
    const card = await renderPage(
      <OfferCard comparison={added} offer={added.offers[0]!} best={bestTotal(added)} winner={false} />,
    );
    const poster = within(card.container).getByRole('heading', { name: 'Plakat A2' }).nextElementSibling as HTMLElement;
    expect(within(poster).getByRole('definition').textContent).toBe('–added after its offer');
  });
});
