import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Workspace } from '../../../../shared/schemas/workspace.ts';
import { reply } from '../../../test/api.ts';
import { testWorkspace } from '../../../test/workspace.ts';
import { renderPage } from '../../../test/render.tsx';
import { BuyingCompanySection } from './buying-company-section.tsx';

const fresh: Workspace = testWorkspace();
const acme = {
  ...{ name: 'ACME GmbH', address: 'Hafenstraße 1\n20457 Hamburg', vatNumber: 'DE811111111', phone: '' },
  ...{ invoiceAddress: '', paymentTerms: '', orderNumberPrefix: 'PO-', country: '' },
};

describe('the buying company of the Team page', () => {
  it('asks for name and address before saving, and sends the version it read', async () => {
    const saved = { ...fresh, company: acme, version: 1 };
    const { user, server } = await renderPage(<BuyingCompanySection />, {
      api: { 'GET /workspace': fresh, 'POST /workspace': saved },
    });
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(2);
    expect(server.sent('POST /workspace')).toEqual([]);

    await user.type(name, '  ACME GmbH ');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Hafenstraße 1{Enter}20457 Hamburg');
    await user.type(screen.getByRole('textbox', { name: 'VAT number' }), 'DE811111111');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText('Company saved')).toBeTruthy();
    expect(server.sent('POST /workspace')).toEqual([{ ...acme, currency: 'EUR', version: 0 }]);
  });

  it('shows a colleague’s newer save and keeps what was typed', async () => {
    const { user } = await renderPage(<BuyingCompanySection />, {
      language: 'de',
      api: {
        'GET /workspace': { ...fresh, company: acme, version: 2 },
        'POST /workspace': reply(409, {
          code: 'RECORD_CHANGED',
          message: 'bert changed this record meanwhile; reload it.',
          params: { by: 'bert', at: '1767225600000' },
        }),
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Firmenname' });
    await user.clear(name);
    await user.type(name, 'ACME Holding');
    await user.click(screen.getByRole('button', { name: 'Firma speichern' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/bert/);
    expect(screen.getByRole('textbox', { name: 'Firmenname' })).toHaveProperty('value', 'ACME Holding');
  });

  it('shows members the company without a form, and says when there is none yet', async () => {
    await renderPage(<BuyingCompanySection />, { api: { 'GET /workspace': { ...fresh, canManage: false } } });
    expect(await screen.findByText(/No buying company yet/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('sets the workspace’s currency, saying that a task keeps the one it was made with (German)', async () => {
    const saved = { ...fresh, company: acme, version: 2, currency: 'CZK' };
    const { user, server } = await renderPage(<BuyingCompanySection />, {
      language: 'de',
      api: { 'GET /workspace': { ...fresh, company: acme, version: 1 }, 'POST /workspace': saved },
    });
    const currency = await screen.findByRole('combobox', { name: 'Währung' });
    expect(currency).toHaveProperty('value', 'EUR');
    expect(screen.getByText(/Eine Anfrage behält die Währung, mit der sie angelegt wurde\./)).toBeTruthy();
    await user.selectOptions(currency, 'CZK');
    await user.click(screen.getByRole('button', { name: 'Firma speichern' }));
    expect(await screen.findByText('Firma gespeichert')).toBeTruthy();
    expect(server.sent('POST /workspace')).toEqual([{ ...acme, currency: 'CZK', version: 1 }]);
    expect(screen.getByRole('combobox', { name: 'Währung' })).toHaveProperty('value', 'CZK');
  });

  it('tells a member who may change the company it shows', async () => {
    await renderPage(<BuyingCompanySection />, {
      api: { 'GET /workspace': { ...fresh, canManage: false, company: acme, version: 1 } },
    });
    expect(await screen.findByText(/ACME GmbH/)).toBeTruthy();
    expect(screen.getByText('Only owners and admins can change the buying company.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
