import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bestTotal } from '../../../../shared/lowest.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { reply } from '../../../test/api.ts';
import { BASE_COMPARISON, pricedOffer } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { testTask } from '../../../test/tasks.ts';
import { ComparisonSection } from './comparison-section.tsx';
import { OfferCard } from './offer-card.tsx';

const weights = { price: 60, leadTime: 20, quality: 20, certificates: 0 };
const score = (total: number, price: number, leadTime: number, qualityEstimated = false) => ({
  ...{ total, price, leadTime, quality: 60, certificates: 100, qualityEstimated },
});
// Alpha is cheaper (1,000 €) but needs 10 days; Beta (1,100 €) needs 2: Beta has the best score.
const alpha = pricedOffer('Druckerei Alpha', { flyer: 1000 }, { score: score(72, 100, 20), formatScores: [] });
const beta = {
  ...pricedOffer('Druck Beta', { flyer: 1100 }, { score: score(86.5, 90.9, 100, true) }),
  formatScores: [{ id: 'flyer', total: 86.5 }],
};
const comparison: Comparison = {
  ...BASE_COMPARISON,
  scoring: weights,
  bestScore: { total: 86.5, formats: [{ id: 'flyer', total: 86.5 }] },
  currency: 'EUR',
  rates: {},
  opening: null,
  formats: [{ id: 'flyer', title: 'Flyer A5', count: 5000, counts: [], runOn: false, addedAt: null }],
  lowest: [{ id: 'flyer', price: 100_000, landed: 100_000, supplierIds: ['Druckerei Alpha'] }],
  lowestScales: [],
  lowestRunOn: [],
  outliers: [],
  awards: [],
  offers: [alpha, beta],
  references: [],
  declined: [],
};
const task = testTask({ state: 50, scoring: weights });

// docs/product.md#scoring: the score beside the price, only where the weights are not the price alone.
describe('the scores in the comparison', () => {
  it.each([
    [
      'en',
      'Score',
      '86.5',
      'best score',
      'price 90.9 · lead time 100 · quality 60 (est.)',
      'Score weights: Price 60 % · Lead time 20 % · Quality 20 %',
    ],
    [
      'de',
      'Bewertung',
      '86,5',
      'beste Bewertung',
      'Preis 90,9 · Lieferzeit 100 · Qualität 60 (gesch.)',
      'Gewichtung der Bewertung: Preis 60 % · Lieferzeit 20 % · Qualität 20 %',
    ],
  ] as const)(
    'shows (%s) a score row under the totals, the best marked, with its parts',
    async (language, row, total, best, parts, line) => {
      await renderPage(<ComparisonSection task={task} />, { language, api: { 'GET /tasks/t1/offers': comparison } });
      const table = await screen.findByRole('table');
      const scores = within(table).getByRole('rowheader', { name: row }).closest('tr')!;
      const cells = within(scores).getAllByRole('cell');
      expect(cells[1]!.textContent).toBe(`${total}${best}${parts}`);
      expect(cells[0]!.textContent).not.toContain(best);
      expect(screen.getByText(line)).toBeTruthy();
    },
  );

  it('shows the format’s score under its price, and the score on a phone’s card', async () => {
    await renderPage(<ComparisonSection task={task} />, { api: { 'GET /tasks/t1/offers': comparison } });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('score 86.5 · best score')).toBeTruthy();

    await renderPage(<OfferCard comparison={comparison} offer={beta} best={bestTotal(comparison)} winner={false} />);
    const card = screen.getAllByRole('heading', { name: 'Druck Beta' }).at(-1)!.closest('div.MuiPaper-root')!;
    expect(card.textContent).toContain('Score: 86.5best score');
  });

  it('shows nothing new when the weights are the price alone', async () => {
    const plain = { ...comparison, ...BASE_COMPARISON };
    await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, { api: { 'GET /tasks/t1/offers': plain } });
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('rowheader', { name: 'Score' })).toBeNull();
    expect(within(table).queryByText(/score/)).toBeNull();
    expect(screen.getByText('Score weights: Price 100 %')).toBeTruthy();
  });
});

describe('the score weights dialog', () => {
  it.each([
    ['en', 'Change weights', 'Lead time (%)', 'Sum: 120 % — the weights must add up to 100 %', 'Sum: 100 %', 'Save'],
    [
      'de',
      'Gewichtung ändern',
      'Lieferzeit (%)',
      'Summe: 120 % — die Gewichte müssen 100 % ergeben',
      'Summe: 100 %',
      'Speichern',
    ],
  ] as const)(
    '(%s) shows the sum live, saves only at 100 and puts the weights',
    async (language, edit, lead, wrong, right, save) => {
      const { user, server } = await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
        language,
        api: {
          'GET /tasks/t1/offers': { ...comparison, ...BASE_COMPARISON },
          'PUT /tasks/t1/scoring': () =>
            testTask({ state: 50, scoring: { price: 80, leadTime: 20, quality: 0, certificates: 0 } }),
        },
      });
      await user.click(await screen.findByRole('button', { name: edit }));
      const dialog = screen.getByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: lead }), '20');
      expect(within(dialog).getByText(wrong)).toBeTruthy();
      const button = within(dialog).getByRole('button', { name: save }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      const price = within(dialog).getByRole('textbox', { name: language === 'en' ? 'Price (%)' : 'Preis (%)' });
      await user.clear(price);
      await user.type(price, '80');
      expect(within(dialog).getByText(right)).toBeTruthy();
      await user.click(button);
      expect(server.sent('PUT /tasks/t1/scoring')).toEqual([{ price: 80, leadTime: 20, quality: 0, certificates: 0 }]);
    },
  );

  it('shows the server’s refusal under the fields', async () => {
    const { user } = await renderPage(<ComparisonSection task={testTask({ state: 50 })} />, {
      api: {
        'GET /tasks/t1/offers': { ...comparison, ...BASE_COMPARISON },
        'PUT /tasks/t1/scoring': () =>
          reply(409, { code: 'TASK_DONE', message: 'An offer has been accepted; the task is closed.' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change weights' }));
    const dialog = screen.getByRole('dialog');
    const price = within(dialog).getByRole('textbox', { name: 'Price (%)' });
    await user.clear(price);
    await user.type(price, '50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quality (%)' }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/closed|accepted/i);
  });
});
