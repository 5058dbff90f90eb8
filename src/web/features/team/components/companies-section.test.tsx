import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../shared/schemas/companies.ts';
import type { Workspace } from '../../../../shared/schemas/workspace.ts';
import { reply } from '../../../test/api.ts';
import { testWorkspace } from '../../../test/workspace.ts';
import { renderPage } from '../../../test/render.tsx';
import { CompaniesSection } from './companies-section.tsx';

const muster: Company = {
  ...{ id: 'c1', version: 3, name: 'Muster GmbH', email: 'einkauf@muster.example' },
  ...{ contactPerson: 'Max Muster', address: 'Musterweg 5\n80331 München', vatNumber: '', accountNumber: '' },
  language: 'en',
  ...{ country: '', invoiceAddress: '', paymentTerms: '', orderNumberPrefix: 'PO-' },
};
const owner: Workspace = testWorkspace();
const member: Workspace = { ...owner, canManage: false };
const refused = reply(403, {
  code: 'NOT_TEAM_MANAGER',
  message: 'Only owners and admins create, change or delete companies.',
});

describe('the companies of the Team page', () => {
  it('lists name and e-mail only; the edit dialog keeps every contact field', async () => {
    const { user } = await renderPage(<CompaniesSection />, {
      api: { 'GET /companies': { items: [muster] }, 'GET /workspace': owner },
    });
    const table = await screen.findByRole('table', { name: 'Companies' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'E-mail', 'Actions']);
    const row = within(table).getByRole('row', { name: /Muster GmbH/ });
    expect(row.textContent).toContain('einkauf@muster.example');
    expect(row.textContent).not.toContain('Max Muster');

    await user.click(await screen.findByRole('button', { name: 'Edit Muster GmbH' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit company' });
    expect(within(dialog).getByRole('textbox', { name: 'Contact person' })).toHaveProperty('value', 'Max Muster');
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveProperty(
      'value',
      'Musterweg 5\n80331 München',
    );
  });

  it('asks for name and e-mail before creating, and offers English and German only', async () => {
    const { user, server } = await renderPage(<CompaniesSection />, {
      api: { 'GET /companies': { items: [] }, 'GET /workspace': owner },
    });
    expect(await screen.findByText('No companies yet')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Add company' }));
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

  it('offers a member nothing to change and says who may', async () => {
    await renderPage(<CompaniesSection />, {
      api: { 'GET /companies': { items: [muster] }, 'GET /workspace': member },
    });
    const table = await screen.findByRole('table', { name: 'Companies' });
    expect(
      await screen.findByText(
        'Printshops read a company as the buyer: only owners and admins add, change or delete companies.',
      ),
    ).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Muster GmbH/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add company' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Muster GmbH' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Muster GmbH' })).toBeNull();
  });

  it('shows the refusal in the form when the role was taken away meanwhile', async () => {
    const { user } = await renderPage(<CompaniesSection />, {
      api: { 'GET /companies': { items: [] }, 'GET /workspace': owner, 'PUT /companies': refused },
    });
    await user.click(await screen.findByRole('button', { name: 'Add company' }));
    const dialog = screen.getByRole('dialog', { name: 'New company' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Muster GmbH');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'einkauf@muster.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      (await within(dialog).findByText(/^Only owners and admins manage the team, the companies/)).textContent,
    ).toBe('Only owners and admins manage the team, the companies and the workspace settings.');
  });

  it('shows the refusal in German', async () => {
    const { user } = await renderPage(<CompaniesSection />, {
      language: 'de',
      api: { 'GET /companies': { items: [muster] }, 'GET /workspace': owner, 'POST /companies': refused },
    });
    await user.click(await screen.findByRole('button', { name: 'Muster GmbH bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Firma bearbeiten' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Nur Inhaber und Administratoren verwalten das Team, die Firmen und die Einstellungen des Arbeitsbereichs.',
      ),
    ).toBeTruthy();
  });
});
