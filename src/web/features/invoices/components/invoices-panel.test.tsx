import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../shared/schemas/invoices.ts';
import { reply } from '../../../test/api.ts';
import { renderPage } from '../../../test/render.tsx';
import { InvoicesPanel } from './invoices-panel.tsx';

const LIST = 'GET /tasks/t1/invoices';
const flyer = {
  formatId: 'f1',
  title: 'Flyer A5',
  awarded: 5000,
  received: 5100,
  counted: 5100,
  price: 50_000,
  basis: 'overs' as const,
  per1000: 2000,
  overs: 200,
  expected: 50_200,
  invoiced: null,
};
const invoice = (change: Partial<Invoice> = {}): Invoice => ({
  id: 'i1',
  supplierId: 's1',
  supplierName: 'Druck Alpha',
  number: 'R-17',
  gross: 62_713,
  expected: 62_713,
  difference: 0,
  lines: [flyer],
  result: 'matches',
  status: 'received',
  currency: 'EUR',
  orderCurrency: 'EUR',
  issuedOn: '2027-03-01',
  net: 52_700,
  vat: 10_013,
  expectedNet: 52_700,
  expectedVat: 10_013,
  delivery: 2500,
  unmatched: [],
  source: 'pdf',
  fileName: 'R-17.pdf',
  reason: '',
  uploadedAt: Date.UTC(2027, 2, 1),
  decidedAt: null,
  decidedBy: null,
  ...change,
});

describe('the invoices panel', () => {
  it('explains the check per format in German and releases a matching invoice', async () => {
    const { user, server } = await renderPage(<InvoicesPanel taskId="t1" />, {
      language: 'de',
      api: {
        [LIST]: [invoice()],
        'POST /tasks/t1/invoices/i1/release': invoice({ status: 'released' }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Rechnung R-17 von Druck Alpha' });
    expect(within(card).getByText('Stimmt')).toBeTruthy();
    const table = within(card).getByRole('table', { name: 'So ergibt sich der erwartete Betrag' });
    expect(within(table).getByText('zum Mehrmengenpreis 20,00 € je 1.000')).toBeTruthy();
    expect(within(table).getByText('5.100')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Rechnung herunterladen' }).getAttribute('href')).toBe(
      '/api/tasks/t1/invoices/i1/file',
    );
    await user.click(within(card).getByRole('button', { name: 'Freigeben' }));
    expect(await screen.findByText('Rechnung R-17 freigegeben.')).toBeTruthy();
    expect(server.sent('POST /tasks/t1/invoices/i1/release')).toEqual([{}]);
  });

  it('disputes a differing invoice with a reason, and says when it was decided meanwhile', async () => {
    const differs = invoice({ result: 'differs', gross: 70_000, difference: 7287 });
    const { user, server } = await renderPage(<InvoicesPanel taskId="t1" />, {
      api: {
        [LIST]: [differs],
        'POST /tasks/t1/invoices/i1/dispute': reply(409, { code: 'INVOICE_DECIDED', message: 'decided' }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Invoice R-17 of Druck Alpha' });
    expect(within(card).getByText('Differs')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute invoice R-17' });
    const send = within(dialog).getByRole('button', { name: 'Dispute and tell the printshop' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '100 overs too many');
    await user.click(send);
    expect(await within(dialog).findByText('This invoice has been released or disputed already.')).toBeTruthy();
    expect(server.sent('POST /tasks/t1/invoices/i1/dispute')).toEqual([{ reason: '100 overs too many' }]);
  });

  it('shows its empty state and the export of a period', async () => {
    await renderPage(<InvoicesPanel taskId="t1" />, { api: { [LIST]: [] } });
    expect(await screen.findByText('No invoice yet.')).toBeTruthy();
    const exports = screen.getByRole('group', { name: 'Export released invoices' });
    expect(within(exports).getByRole('link', { name: 'Excel' }).getAttribute('href')).toMatch(
      /^\/api\/invoices\/export\?from=\d{4}-\d\d-01&to=\d{4}-\d\d-\d\d&format=xlsx$/,
    );
  });
});
