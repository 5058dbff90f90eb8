import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../shared/schemas/companies.ts';
import { renderPage } from '../../../test/render.tsx';
import { CompaniesSection } from './companies-section.tsx';

const muster: Company = {
  ...{ id: 'c1', version: 3, name: 'Muster GmbH', email: 'einkauf@muster.example' },
  ...{ contactPerson: 'Max Muster', address: 'Musterweg 5\n80331 München', vatNumber: '', accountNumber: '' },
  language: 'en',
};

describe('the companies of the Team page', () => {
  it('lists name and e-mail only; the edit dialog keeps every contact field', async () => {
    const { user } = await renderPage(<CompaniesSection />, { api: { 'GET /companies': { items: [muster] } } });
    const table = await screen.findByRole('table', { name: 'Companies' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'E-mail', 'Actions']);
    const row = within(table).getByRole('row', { name: /Muster GmbH/ });
    expect(row.textContent).toContain('einkauf@muster.example');
    expect(row.textContent).not.toContain('Max Muster');

    await user.click(screen.getByRole('button', { name: 'Edit Muster GmbH' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit company' });
    expect(within(dialog).getByRole('textbox', { name: 'Contact person' })).toHaveProperty('value', 'Max Muster');
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveProperty(
      'value',
      'Musterweg 5\n80331 München',
    );
  });

  it('asks for name and e-mail before creating, and offers English and German only', async () => {
    const { user, server } = await renderPage(<CompaniesSection />, { api: { 'GET /companies': { items: [] } } });
    expect(await screen.findByText('No companies yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add company' }));
    const dialog = screen.getByRole('dialog', { name: 'New company' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('Field is required')).toHaveLength(2);
    expect(server.sent('PUT /companies')).toEqual([]);

    const language = within(dialog).getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Deutsch']);
  });
});
