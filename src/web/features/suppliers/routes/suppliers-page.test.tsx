import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Supplier } from '../../../../shared/schemas/suppliers.ts';
import { reply } from '../../../test/api.ts';
import { renderPage } from '../../../test/render.tsx';
import { SuppliersPage } from './suppliers-page.tsx';

const supplier = (name: string, email: string): Supplier => ({
  id: `id-${name}`,
  version: 1,
  bouncedAt: null,
  certificates: [],
  name,
  email,
  contactPerson: '',
  address: '',
  vatNumber: '',
  accountNumber: '',
  language: 'de',
  country: '',
});
const alpha = supplier('Druckerei Alpha', 'alpha@example.com');
const beta = supplier('Beta Druck', 'beta@example.com');

async function openCreate(routes = {}) {
  const page = await renderPage(<SuppliersPage />, { api: { 'GET /suppliers': { items: [alpha] }, ...routes } });
  await page.user.click(await screen.findByRole('button', { name: 'Add printshop' }));
  const dialog = screen.getByRole('dialog', { name: 'New printshop' });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return {
    ...page,
    dialog,
    field,
    create: () => page.user.click(within(dialog).getByRole('button', { name: 'Create' })),
  };
}

describe('the printshop dialog', () => {
  it('names the required fields and sends nothing while they are empty', async () => {
    const { dialog, field, create, server } = await openCreate();
    expect(within(dialog).getByText('* Mandatory Fields')).toBeTruthy();
    expect(field('Name')).toHaveProperty('required', true);
    expect(field('E-mail')).toHaveProperty('required', true);
    expect(field('Contact person')).toHaveProperty('required', false);
    await create();
    expect(within(dialog).getAllByText('Field is required')).toHaveLength(2);
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(field('Contact person').getAttribute('aria-invalid')).toBe('false');
    expect(server.sent('PUT /suppliers')).toEqual([]);
  });

  it('checks the e-mail before sending, and sends it trimmed and in lower case', async () => {
    const { dialog, field, create, server, user } = await openCreate({
      'PUT /suppliers': (body: unknown) => ({ ...(body as object), id: 'new', version: 1, bouncedAt: null }),
    });
    await user.type(field('Name'), 'Druckerei Gamma');
    await user.type(field('E-mail'), 'gamma-at-example.com');
    await create();
    expect(within(dialog).getByText('E-mail must be valid')).toBeTruthy();
    expect(server.sent('PUT /suppliers')).toEqual([]);

    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), ' Gamma@Example.com ');
    await create();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Printshop created');
    expect(server.sent('PUT /suppliers')).toEqual([
      expect.objectContaining({ name: 'Druckerei Gamma', email: 'gamma@example.com', language: 'de' }),
    ]);
    expect(screen.queryByRole('dialog', { name: 'New printshop' })).toBeNull();
  });

  it("shows the server's refusal of a taken e-mail under the field and keeps the dialog open", async () => {
    const { dialog, field, create, user } = await openCreate({
      'PUT /suppliers': reply(400, { code: 'EMAIL_TAKEN', field: 'email', message: 'taken' }),
    });
    await user.type(field('Name'), 'Alpha again');
    await user.type(field('E-mail'), 'alpha@example.com');
    await create();
    const error = await within(dialog).findByText('A printshop with this e-mail already exists.');
    expect(field('E-mail').getAttribute('aria-describedby')).toContain(error.id);
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'New printshop' })).toBe(dialog);
  });

  it('asks before throwing away what was typed; keeping it keeps every field', async () => {
    const { dialog, field, user } = await openCreate();
    await user.type(field('Name'), 'Alpha again');
    await user.keyboard('{Escape}');
    const discard = screen.getByRole('dialog', { name: 'Discard what you typed?' });
    await user.click(within(discard).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).toBeNull());
    expect(field('Name')).toHaveProperty('value', 'Alpha again');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Discard what you typed?' })).getByRole('button', { name: 'Discard' }),
    );
    expect(screen.queryByRole('dialog', { name: 'New printshop' })).toBeNull();
  });
});

describe('the printshop list', () => {
  it('filters by name or e-mail, whatever the case, and says when nothing matches', async () => {
    const { user } = await renderPage(<SuppliersPage />, { api: { 'GET /suppliers': { items: [alpha, beta] } } });
    const table = await screen.findByRole('table', { name: 'Printshops' });
    const names = () =>
      within(table)
        .queryAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(['Druckerei Alpha', 'Beta Druck']);

    const search = screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
    await user.type(search, 'BETA D');
    expect(names()).toEqual(['Beta Druck']);
    await user.clear(search);
    await user.type(search, 'ALPHA@');
    expect(names()).toEqual(['Druckerei Alpha']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “zzz”.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
