import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Spend, SpendRow } from '../../../../shared/schemas/spend.ts';
import { reply } from '../../../test/api.ts';
import { renderPage } from '../../../test/render.tsx';
import { SpendPage } from './spend-page.tsx';

const saving = (amount: number, counted: number) => ({ amount, counted });
const row = (key: string, spend: number, change: Partial<SpendRow> = {}): SpendRow => ({
  key,
  name: null,
  currency: 'EUR',
  spend,
  tasks: 1,
  savings: { bestOffer: saving(8_000, 1), budget: saving(0, 0), earlierPrices: saving(-5_000, 2) },
  deliveries: null,
  onTimeShare: null,
  averageQuality: null,
  ...change,
});
const report = (by: Spend['by'], rows: SpendRow[]): Spend => ({
  from: '2026-01-01',
  to: '2026-02-28',
  by,
  currency: 'EUR',
  rows,
});
const months = report('month', [row('2026-01', 102_000), row('2026-02', 155_000, { tasks: 2 })]);
const suppliers = report('supplier', [
  row('s1', 155_000, { name: 'Druck Berlin', deliveries: 2, onTimeShare: 0.5, averageQuality: 4.5 }),
  row('s2', 102_000, { name: 'Tiskárna Praha', deliveries: 0 }),
]);

describe('the spend page', () => {
  it('shows the period’s savings as cards, a table under the chart per month, and per printshop on its tab', async () => {
    let answer = months;
    const { user } = await renderPage(<SpendPage />, { path: '/ua/spend', api: { 'GET /spend': () => answer } });
    expect(await screen.findByRole('heading', { name: 'Spend', level: 1 })).toBeTruthy();
    const spent = await screen.findByRole('region', { name: 'Spend' });
    expect(spent.textContent).toContain('€2,570.00');
    expect(spent.textContent).toContain('3 awarded tasks');
    expect(screen.getByRole('region', { name: 'Saved against the best single offer' }).textContent).toContain(
      '€160.00Over 2 tasks with a complete offer',
    );
    expect(screen.getByRole('region', { name: 'Under budget' }).textContent).toContain('–Nothing to compare');
    const table = screen.getByRole('table', { name: 'Spend per month as a table' });
    expect(within(table).getByRole('row', { name: /Jan 2026/ }).textContent).toContain('€1,020.00');
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('01/01/2026');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/spend/export?by=month&format=csv',
    );

    answer = suppliers;
    await user.click(screen.getByRole('tab', { name: 'Per printshop' }));
    const shops = await screen.findByRole('table', { name: 'Spend per printshop as a table' });
    expect(within(shops).getByRole('row', { name: /Druck Berlin/ }).textContent).toContain('50%4.5 / 5');
    expect(within(shops).getByRole('row', { name: /Tiskárna Praha/ }).textContent).toContain('no delivery recorded');
  });

  it('asks for the period typed, in German', async () => {
    const { user } = await renderPage(<SpendPage />, {
      language: 'de',
      path: '/ua/spend',
      api: { 'GET /spend': months },
    });
    expect(await screen.findByRole('heading', { name: 'Ausgaben', level: 1 })).toBeTruthy();
    expect((await screen.findByRole('region', { name: 'Ausgaben' })).textContent).toContain('2.570,00\u00a0€');
    expect(screen.getByRole('table', { name: 'Ausgaben pro Monat als Tabelle' })).toBeTruthy();
    const from = screen.getByRole('textbox', { name: 'Von' });
    await user.clear(from);
    await user.type(from, '01.02.2026');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    await waitFor(
      () =>
        expect(screen.getByRole('link', { name: 'CSV exportieren' }).getAttribute('href')).toBe(
          '/api/spend/export?from=2026-02-01&to=2026-02-28&by=month&format=csv',
        ),
      { timeout: 5_000 },
    );
  });

  it('says when nothing was awarded, and when the spend could not be loaded', async () => {
    await renderPage(<SpendPage />, { path: '/ua/spend', api: { 'GET /spend': report('month', []) } });
    expect(await screen.findByText('Nothing awarded in this period')).toBeTruthy();
    await renderPage(<SpendPage />, {
      path: '/ua/spend',
      api: { 'GET /spend': reply(500, { code: 'INTERNAL', message: 'boom' }) },
    });
    expect(await screen.findByText(/The spend could not be loaded/)).toBeTruthy();
  });
});
