import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Supplier } from '../../../../shared/schemas/suppliers.ts';
import { renderPage } from '../../../test/render.tsx';
import { SuppliersPage } from '../routes/suppliers-page.tsx';

// 5 January 2027, noon in Berlin: the date reads the same in any time zone the tests run in.
const at = Date.UTC(2027, 0, 5, 11);
const bounced: Supplier = {
  ...{ id: 's1', version: 2, name: 'Nowhere Print', email: 'dsn-x@druck.de', contactPerson: '' },
  ...{ address: '', vatNumber: '', accountNumber: '', language: 'de', country: '', bouncedAt: at, certificates: [] },
};
const fine: Supplier = { ...bounced, id: 's2', name: 'Druck Fine', email: 'fine@druck.de', bouncedAt: null };
const api = { 'GET /suppliers': { items: [bounced, fine] } };

describe('a printshop whose last mail bounced', () => {
  it('says so on its row and in its dialog, in English', async () => {
    const { user } = await renderPage(<SuppliersPage />, { api });
    const lines = await screen.findAllByText(/^Last mail bounced on 05\/01\/2027 - \d\d:\d\d$/);
    expect(lines).toHaveLength(1);
    expect(screen.getByRole('row', { name: /Nowhere Print/ }).textContent).toContain('Last mail bounced on');
    expect(screen.getByRole('row', { name: /Druck Fine/ }).textContent).not.toContain('bounced');
    await user.click(screen.getByRole('button', { name: 'Edit Nowhere Print' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit printshop' });
    expect(within(dialog).getByText(/^Last mail bounced on 05\/01\/2027/)).toBeTruthy();
  });

  it('says so in German', async () => {
    await renderPage(<SuppliersPage />, { api, language: 'de' });
    expect(await screen.findByText(/^Letzte Mail unzustellbar am 05\.01\.2027 - \d\d:\d\d$/)).toBeTruthy();
  });
});
