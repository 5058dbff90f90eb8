import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bestTotal } from '../../../../shared/lowest.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { pricedOffer, BASE_COMPARISON } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { testTask } from '../../../test/tasks.ts';
import { ComparisonSection } from './comparison-section.tsx';
import { OfferCard } from './offer-card.tsx';

/** An offer with prices in whole units per format id; one leaving a format out is partial. */
const offerOf = (name: string, prices: Record<string, number>) =>
  pricedOffer(name, prices, { complete: Object.keys(prices).length === 2 });

// Alpha typed 960,690 € for its flyer (690 € meant) and is the only offer for both formats: the best total rests on
// that price. The server flagged it (3× the others' median) and left it out of the flyer's lowest.
const comparison: Comparison = {
  ...BASE_COMPARISON,
  formats: [
    { id: 'flyer', title: 'Flyer A5', count: 5000, counts: [], runOn: false, addedAt: null },
    { id: 'letter', title: 'Brief DIN lang', count: 5000, counts: [], runOn: false, addedAt: null },
  ],
  lowest: [
    { id: 'flyer', price: 70_000, landed: 70_000, supplierIds: ['Beta Print'] },
    { id: 'letter', price: 5_000, landed: 5_000, supplierIds: ['Druckerei Alpha'] },
  ],
  lowestScales: [],
  lowestRunOn: [],
  outliers: [{ supplierId: 'Druckerei Alpha', formatId: 'flyer' }],
  awards: [],
  offers: [
    offerOf('Druckerei Alpha', { flyer: 960_690, letter: 50 }),
    offerOf('Beta Print', { flyer: 700 }),
    offerOf('Gamma Druck', { flyer: 710 }),
  ],
  references: [],
  declined: [],
};

const texts = {
  en: {
    outlier: 'far above the others — typo?',
    best: 'lowest total',
    rests: 'holds a price far above the others — typo?',
  },
  de: {
    outlier: 'weit über den anderen – Tippfehler?',
    best: 'niedrigste Summe',
    rests: 'enthält einen Preis weit über den anderen – Tippfehler?',
  },
};

describe('a price far above the others in the comparison', () => {
  for (const language of ['en', 'de'] as const) {
    it(`is flagged in its cell, and the lowest total resting on it says so (${language})`, async () => {
      await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
        language,
        api: { 'GET /tasks/t1/offers': comparison },
      });
      const table = await screen.findByRole('table');
      const said = texts[language];
      // Alpha's cells: its flyer's price and its total (German or English amounts).
      const flyer = within(table).getByRole('cell', { name: /^(€960,690\.00|960\.690,00\s€)/ });
      expect(flyer.textContent).toContain(said.outlier);
      expect(flyer.textContent).not.toMatch(/lowest|niedrig/);
      // Only that cell: Beta's and Gamma's flyers are not flagged, nor Alpha's letter.
      expect(within(table).getAllByText(said.outlier)).toHaveLength(1);
      const total = within(table).getByRole('cell', { name: /^(€960,740\.00|960\.740,00\s€)/ });
      expect(within(total).getByText(said.best)).toBeTruthy();
      expect(within(total).getByText(said.rests)).toBeTruthy();
    });
  }

  it('says the same on a phone’s card', async () => {
    const alpha = comparison.offers[0]!;
    await renderPage(<OfferCard comparison={comparison} offer={alpha} best={bestTotal(comparison)} winner={false} />);
    const card = screen.getByRole('heading', { name: 'Druckerei Alpha' }).closest('div.MuiPaper-root') as HTMLElement;
    const flyer = within(card).getByRole('heading', { name: 'Flyer A5' }).nextElementSibling as HTMLElement;
    expect(within(flyer).getByRole('definition').textContent).toContain(texts.en.outlier);
    expect(within(card).getByText(texts.en.rests)).toBeTruthy();
    expect(within(card).getByText(texts.en.best)).toBeTruthy();
  });

  it('says nothing beside a lowest total whose prices are not flagged', async () => {
    const fine = { ...comparison, outliers: [] };
    await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, { api: { 'GET /tasks/t1/offers': fine } });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: /^€960,740\.00/ }).textContent).toBe('€960,740.00 lowest total');
    expect(within(table).queryByText(texts.en.outlier)).toBeNull();
  });
});
