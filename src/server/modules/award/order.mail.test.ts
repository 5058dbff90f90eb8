import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/languages.ts';
import { orderMail } from './order.mail.tsx';

const supplier = (language: Language) => ({ name: 'Druck', contactPerson: '', language });

// Each printshop reads one number and date format in its mails: its own language's.
describe('order mail', () => {
  it.each([
    ['en', '01/03/2027', 'Quantity 2,500, Price €1,234.50', 'Total incl. delivery: €1,234.50'],
    ['de', '01.03.2027', 'Auflage 2.500, Preis 1.234,50\u00a0€', 'Summe inkl. Lieferkosten: 1.234,50\u00a0€'],
    ['sk', '1. 3. 2027', 'Náklad 2\u00a0500, Cena 1\u00a0234,50\u00a0€', 'Spolu vrátane dopravy: 1\u00a0234,50\u00a0€'],
  ] as const)('show the date and amounts of an order in %s', (language, delivery, line, total) => {
    const mail = orderMail({
      task: { name: 'Mailing Q1', address: 'Lieferweg 1', lettershop: 'Nord', deliveryDate: '2027-03-01' },
      lines: [{ title: 'Flyer A5', count: 2500, price: 123_450, alternative: null }],
      supplier: supplier(language),
      quoteNumber: '',
      currency: 'EUR',
      deliveryCost: null,
      total: 123_450,
      signature: '',
    });
    expect(mail.text).toContain(`Flyer A5: ${line}`);
    expect(mail.text).toContain(total);
    expect(mail.text).toMatch(new RegExp(`: ${delivery}$`, 'm'));
    expect(mail.html).toContain(delivery);
  });

  it('lists the delivery cost once and states the total incl. delivery', () => {
    const mail = orderMail({
      task: { name: 'Mailing Q1', address: 'Lieferweg 1', lettershop: 'Nord', deliveryDate: '2027-03-01' },
      lines: [
        { title: 'Flyer A5', count: 2500, price: 100_000, alternative: null },
        { title: 'Brief', count: 1000, price: 50_000, alternative: null },
      ],
      supplier: supplier('de'),
      quoteNumber: '',
      currency: 'EUR',
      deliveryCost: 12_000,
      total: 162_000,
      signature: '',
    });
    expect(mail.text).toContain('- Lieferkosten: 120,00\u00a0€');
    expect(mail.text).toContain('Summe inkl. Lieferkosten: 1.620,00\u00a0€');
  });

  it.each([
    ['en', 'Awarded by: Max\nApproved by: Anna'],
    ['de', 'Vergeben von: Max\nFreigegeben von: Anna'],
    ['sk', 'Zadal(a): Max\nSchválil(a): Anna'],
  ] as const)('names who awarded and who approved an approved award in %s', (language, people) => {
    const order = {
      task: { name: 'Mailing Q1', address: 'Lieferweg 1', lettershop: 'Nord', deliveryDate: '2027-03-01' },
      lines: [{ title: 'Flyer A5', count: 2500, price: 100_000, alternative: null }],
      supplier: supplier(language),
      quoteNumber: '',
      currency: 'EUR' as const,
      deliveryCost: null,
      total: 100_000,
      signature: '',
    };
    const approved = orderMail({ ...order, approval: { awardedBy: 'Max', approvedBy: 'Anna' } });
    expect(approved.text).toContain(people);
    expect(approved.html).toContain('Max');
    expect(orderMail(order).text).not.toContain('Max');
  });
});
