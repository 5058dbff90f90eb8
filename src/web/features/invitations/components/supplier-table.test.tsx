import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupplierTask } from '../../../../shared/schemas/invitations.ts';
import { renderPage } from '../../../test/render.tsx';
import { testSupplierTask } from '../../../test/supplier-tasks.ts';
import { SupplierTable } from './supplier-table.tsx';

const row = (name: string, over: Partial<SupplierTask> = {}): SupplierTask =>
  testSupplierTask({
    supplierId: name,
    name,
    email: `${name.toLowerCase()}@example.com`,
    mailState: 'clicked',
    ...over,
  });

// As the server lists them: a current offer, one whose every price waits to be confirmed after an amendment (no
// total), one with one format to confirm (the total of its current prices), one not yet made, and one that left a
// format out, and one quoted in CZK (30,000.00 CZK at 0.04: €1,200.00).
const rows = [
  row('Alpha', { sum: 110_000, offeredAt: 5, complete: true, pricedFormats: 2 }),
  row('Beta', { sum: 50_000, offeredAt: 6, complete: false, pricedFormats: 1 }),
  row('Delta', { offeredAt: 3, stale: true, staleFormats: ['f', 'l'] }),
  row('Epsilon', { sum: 40_000, offeredAt: 4, stale: true, staleFormats: ['f'] }),
  row('Gamma'),
  row('Kappa', { sum: 120_000, quotedSum: 3_000_000, currency: 'CZK', offeredAt: 7, complete: true, pricedFormats: 2 }),
];

const renderTable = (language: 'en' | 'de' = 'en') =>
  renderPage(
    <SupplierTable
      rows={rows}
      selectable={null}
      selected={new Set()}
      onSelect={() => {}}
      onSendOne={() => {}}
      winners={new Set()}
      formatCount={2}
      currency="EUR"
    />,
    { language },
  );

const totalOf = (table: HTMLElement, name: string) =>
  within(table)
    .getByRole('row', { name: new RegExp(name) })
    .textContent?.replace(/\s/g, ' ');

describe('the printshop table', () => {
  it('shows an offer to confirm as needing confirmation, with the total of its current prices if it has any', async () => {
    await renderTable();
    const table = await screen.findByRole('table', { name: 'Printshops' });
    expect(totalOf(table, 'Alpha')).toContain('€1,100.00');
    expect(totalOf(table, 'Delta')).toContain('Needs confirmation');
    expect(totalOf(table, 'Delta')).not.toContain('€');
    expect(totalOf(table, 'Epsilon')).toContain('€400.00 (1 format to confirm)');
    expect(totalOf(table, 'Gamma')).not.toContain('Needs confirmation');
    // A partial offer's total says how many of the task's formats it covers.
    expect(totalOf(table, 'Beta')).toContain('€500.00 (1 of 2 formats)');
    expect(totalOf(table, 'Alpha')).not.toContain('of 2');
    // docs/product.md#currencies: as quoted, with what it weighs in the task's currency.
    expect(totalOf(table, 'Kappa')).toContain('CZK 30,000.00 (≈ €1,200.00)');
  });

  it('says so in German', async () => {
    await renderTable('de');
    const table = await screen.findByRole('table', { name: 'Lieferanten' });
    expect(totalOf(table, 'Delta')).toContain('Bitte bestätigen');
    expect(totalOf(table, 'Epsilon')).toContain('400,00 € (1 Format zu bestätigen)');
    expect(totalOf(table, 'Alpha')).toContain('1.100,00 €');
    expect(totalOf(table, 'Beta')).toContain('500,00 € (1 von 2 Formaten)');
    expect(totalOf(table, 'Kappa')).toContain('30.000,00 CZK (≈ 1.200,00 €)');
  });
});
