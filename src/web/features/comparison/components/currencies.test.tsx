import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { pricedOffer, BASE_COMPARISON } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { testTask } from '../../../test/tasks.ts';
import { ComparisonSection } from './comparison-section.tsx';

// A task in EUR accepting CZK at 0.04 €: the Czech printshop quoted 20,000 CZK for the flyer and 10,000 CZK for the
// letter (800 € and 400 €, 1,200 € in all), Alpha 900 € and 200 € (1,100 €). The server ranked them in EUR.
const czech = pricedOffer('Tiskárna Brno', { flyer: 20_000, letter: 10_000 }, { complete: true });
const comparison: Comparison = {
  ...BASE_COMPARISON,
  currency: 'EUR',
  rates: { CZK: 0.04 },
  opening: null,
  formats: [
    { id: 'flyer', title: 'Flyer A5', count: 5000, counts: [], runOn: false, addedAt: null },
    { id: 'letter', title: 'Brief DIN lang', count: 5000, counts: [], runOn: false, addedAt: null },
  ],
  lowest: [
    { id: 'flyer', price: 80_000, landed: 80_000, supplierIds: ['Tiskárna Brno'] },
    { id: 'letter', price: 20_000, landed: 20_000, supplierIds: ['Druckerei Alpha'] },
  ],
  lowestScales: [],
  lowestRunOn: [],
  outliers: [],
  awards: [],
  offers: [
    pricedOffer('Druckerei Alpha', { flyer: 900, letter: 200 }, { complete: true }),
    { ...czech, currency: 'CZK', rate: 0.04, quotedSum: 3_000_000, sum: 120_000 },
  ],
  references: [],
  declined: [],
};

// docs/product.md#currencies: an offer in another currency shows its own amount and, beside it, the task's.
describe('the comparison of an offer in another currency', () => {
  it('shows each price and the total in CZK with the EUR amount beside it, and marks the lowest in EUR', async () => {
    await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
      language: 'en',
      api: { 'GET /tasks/t1/offers': comparison },
    });
    const table = await screen.findByRole('table');
    const flyer = within(table).getByRole('cell', { name: /^CZK\s20,000\.00/ });
    expect(flyer.textContent).toMatch(/\(≈ €800\.00\)/);
    expect(flyer.textContent).toContain('lowest incl. delivery');
    const total = within(table).getByRole('cell', { name: /^CZK\s30,000\.00/ });
    expect(total.textContent).toMatch(/\(≈ €1,200\.00\)/);
    // The EUR offer shows one amount, without a second.
    const alpha = within(table).getByRole('cell', { name: /^€900\.00/ });
    expect(alpha.textContent).not.toContain('≈');
  });

  it.each([
    ['en', 'Exchange rates: 1 CZK = 0.0400 EUR'],
    ['de', 'Wechselkurse: 1 CZK = 0,0400 EUR'],
  ] as const)('says (%s) the rate the task weighs the CZK offer at', async (language, text) => {
    await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
      language,
      api: { 'GET /tasks/t1/offers': comparison },
    });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('names no rate for a task that accepts its own currency alone', async () => {
    const own = { ...comparison, rates: {}, offers: [comparison.offers[0]!] };
    await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, { api: { 'GET /tasks/t1/offers': own } });
    await screen.findByRole('table');
    expect(screen.queryByText(/Exchange rates/)).toBeNull();
  });

  it.each([
    ['en', 'Alternative CZK 18,000.00'],
    ['de', 'Alternative 18.000,00 CZK'],
  ] as const)('gives (%s) a CZK offer’s alternative in CZK, as sent', async (language, text) => {
    const alternative = { description: '115 g', price: 1_800_000, scales: [] };
    const withAlternative = {
      ...comparison,
      offers: comparison.offers.map((o) =>
        o.currency === 'CZK'
          ? { ...o, prices: o.prices.map((p) => (p.id === 'flyer' ? { ...p, alternative } : p)) }
          : o,
      ),
    };
    await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
      language,
      api: { 'GET /tasks/t1/offers': withAlternative },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText((_, el) => el?.textContent?.replace(/\s/g, ' ') === text)).toBeTruthy();
  });
});
