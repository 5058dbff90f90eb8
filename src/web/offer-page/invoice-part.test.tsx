import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PubInvoice } from '../../shared/schemas/invoices.ts';
import { freshOfferPage, link } from '../test/offer-server.ts';
import { InvoicePart } from './invoice-part.tsx';

const disputed: PubInvoice = {
  id: 'i1',
  number: 'R-17',
  issuedOn: '2027-03-01',
  currency: 'EUR',
  gross: 98_175,
  status: 'disputed',
  reason: 'Zu viele Mehrexemplare berechnet',
  fileName: 'R-17.pdf',
  uploadedAt: 0,
};

/** The server: the list, then each PUT answered by `put` (status, body). */
function invoiceServer(list: PubInvoice[], put: [number, unknown]) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PUT'
      ? new Response(JSON.stringify(put[1]), { status: put[0] })
      : new Response(JSON.stringify(list), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the invoice part of a winner’s page', () => {
  freshOfferPage();

  it('lists the invoices sent, a disputed one with its reason, in Slovak', async () => {
    invoiceServer([disputed], [201, []]);
    render(<InvoicePart link={link} language="sk" />);
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toMatch(/^R-17 zo dňa .*2027: 981,75\s€ – reklamovaná/);
    expect(screen.getByText('Dôvod: Zu viele Mehrexemplare berechnet')).toBeTruthy();
  });

  it('sends a plain PDF with its figures typed, and says what is missing when the server refuses', async () => {
    const fetch = invoiceServer([], [400, { code: 'INVOICE_FIELD_MISSING', field: 'gross' }]);
    const user = userEvent.setup();
    render(<InvoicePart link={link} language="de" />);
    await screen.findByText('Noch keine Rechnung gesendet.');
    const pdf = new File(['%PDF-1.7'], 'R-17.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Rechnungsdatei'), pdf);
    await user.type(screen.getByRole('textbox', { name: 'Rechnungsnummer' }), 'R-17');
    await user.type(screen.getByRole('textbox', { name: 'Netto' }), '825,00');
    await user.click(screen.getByRole('button', { name: 'Rechnung senden' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Bei einem einfachen PDF bitte Nummer, Datum, Netto, MwSt. und Brutto eintragen.',
    );
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(url).toBe('/api/pub/tasks/t/s/invoice');
    const body = init!.body as FormData;
    expect([...body.keys()]).toEqual(['number', 'net', 'file']);
    expect(body.get('net')).toBe('825,00');
  });
});
