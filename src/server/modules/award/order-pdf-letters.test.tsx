import { Document, Page, Text, renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/languages.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { renderOrderPdf, type OrderDocument } from './order.pdf.tsx';

const order = (language: Language, supplier: string): OrderDocument => ({
  language,
  currency: 'EUR',
  number: 'PO-2027-0001',
  date: '2027-01-04',
  buyer: {
    company: {
      name: 'Nákup GmbH',
      address: 'Hafenstraße 1, 20457 Hamburg',
      vatNumber: 'DE999999999',
      phone: '',
      invoiceAddress: '',
      paymentTerms: '',
      orderNumberPrefix: 'PO',
      country: 'DE',
    },
    sender: 'Anna',
    email: 'anna@example.com',
  },
  supplier: { name: supplier, contactPerson: '', address: 'Druckweg 7, 20095 Hamburg', vatNumber: '' },
  task: { name: 'Mailing', address: 'Lieferweg 1, 10115 Berlin', lettershop: '', deliveryDate: null },
  lines: [],
  quoteNumber: '',
  deliveryCost: null,
  total: 75_000,
  signature: 'Anna',
});

// The renders are this test's own (no worker thread), as a render thread makes them: one after the other.
describe('the order PDF’s text', () => {
  it('keeps every letter of an order made after a document whose č (a c with a caron) was its only c', async () => {
    const earlier = (
      <Document>
        <Page>
          <Text style={{ fontFamily: 'Liberation Sans', fontWeight: 700 }}>Objednávka č. 1</Text>
        </Page>
      </Document>
    );
    expect(await pdfText(await renderToBuffer(earlier))).toBe('Objednávka č. 1');
    const german = await pdfText(await renderOrderPdf(order('de', 'Druckerei Alpha')));
    // The supplier's name in bold, its address beside it (the greeting's name is in the regular font).
    expect(german).toContain('Druckerei Alpha Druckweg 7, 20095 Hamburg');
    const slovak = await pdfText(await renderOrderPdf(order('sk', 'Tlačiareň Beta')));
    expect(slovak).toContain('Tlačiareň Beta Druckweg 7, 20095 Hamburg');
  });
});
