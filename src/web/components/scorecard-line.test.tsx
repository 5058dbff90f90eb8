import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScorecardSummary } from '../../shared/schemas/deliveries.ts';
import { renderPage } from '../test/render.tsx';
import { ScorecardLine, ScorecardProvider } from './scorecard-line.tsx';

const card = (supplierId: string, change: Partial<ScorecardSummary>): ScorecardSummary => ({
  supplierId,
  orders: 0,
  deliveries: 0,
  onTimeShare: null,
  averageQuality: null,
  ...change,
});

const api = {
  'GET /suppliers/scorecards': {
    items: [
      card('s1', { orders: 12, deliveries: 10, onTimeShare: 0.92, averageQuality: 4.3 }),
      card('s2', { orders: 1 }),
      card('s3', { orders: 3, deliveries: 2, onTimeShare: null, averageQuality: 2 }),
    ],
  },
};

// The short line keeps its parts whole with no-break spaces; read here as plain spaces.
const text = (id: string) => screen.getByTestId(id).textContent.replaceAll('\u00a0', ' ');

const lines = () => (
  <ScorecardProvider>
    {['s1', 's2', 's3', 'none'].map((id) => (
      <div key={id} data-testid={id}>
        <ScorecardLine supplierId={id} />
      </div>
    ))}
  </ScorecardProvider>
);

// docs/product.md#deliveries-and-scorecards: the scorecard in short beside a printshop's name.
describe('the scorecard line', () => {
  it('says orders, the on-time share and the average quality, and nothing before a first order', async () => {
    await renderPage(lines(), { api });
    expect(await screen.findByText('12 orders · 92% on time · ★ 4.3')).toBeTruthy();
    expect(screen.getByText('12 orders, 92% delivered on time, average quality 4.3 of 5')).toBeTruthy();
    expect(text('s2')).toBe('1 order1 order');
    expect(screen.getByText('3 orders · ★ 2.0')).toBeTruthy();
    expect(text('none')).toBe('');
  });

  it('says it in German with German numbers', async () => {
    await renderPage(lines(), { api, language: 'de' });
    expect(await screen.findByText('12 Aufträge · 92 % pünktlich · ★ 4,3')).toBeTruthy();
    expect(
      screen.getByText('12 Aufträge, 92 % pünktlich geliefert, durchschnittliche Qualität 4,3 von 5'),
    ).toBeTruthy();
    expect(text('s2')).toBe('1 Auftrag1 Auftrag');
  });

  it('shows nothing without a provider, and asks the server nothing', async () => {
    const { server } = await renderPage(<ScorecardLine supplierId="s1" />, { api });
    expect(server.calls).toEqual([]);
  });
});
