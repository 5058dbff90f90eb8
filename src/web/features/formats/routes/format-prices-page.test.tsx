import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PriceHistory, PricePoint } from '../../../../shared/schemas/prices.ts';
import { renderPage } from '../../../test/render.tsx';
import { FormatPricesPage } from './format-prices-page.tsx';

const point = (change: Partial<PricePoint>): PricePoint => ({
  kind: 'offer',
  at: Date.UTC(2026, 10, 2, 9),
  taskId: 't1',
  taskName: 'Mailing Mai',
  supplierId: 's1',
  supplierName: 'Tiskárna Praha',
  count: 5000,
  currency: 'EUR',
  price: 100_000,
  quoted: null,
  per1000: 20_000,
  delivery: null,
  landed: 100_000,
  alternative: null,
  ...change,
});

describe('a stored format’s price history', () => {
  it('compares the prices in the tender’s currency and says what a printshop quoted in its own', async () => {
    const history: PriceHistory = {
      format: { id: 'f1', title: 'Flyer A5' },
      items: [
        point({ quoted: { currency: 'CZK', price: 2_500_000 } }),
        point({ supplierId: 's2', supplierName: 'Druck Berlin', price: 105_000, per1000: 21_000, landed: 105_000 }),
      ],
    };
    await renderPage(
      <Routes>
        <Route path="/ua/format/:formatId" element={<FormatPricesPage />} />
      </Routes>,
      { language: 'de', path: '/ua/format/f1', api: { 'GET /formats/f1/prices': history } },
    );
    const table = await screen.findByRole('table', { name: 'Angebote und Zuschläge' });
    const row = (name: RegExp) => within(table).getByRole('row', { name }).textContent;
    expect(row(/Tiskárna Praha/)).toContain('1.000,00\u00a0€angeboten 25.000,00\u00a0CZK');
    expect(row(/Druck Berlin/)).toContain('1.050,00\u00a0€');
    expect(row(/Druck Berlin/)).not.toContain('angeboten');
  });
});
