import type { App } from '../app.ts';
import { scaledTask } from './scaled-task.ts';

// The order tests read the PDF's text from here, beside the order they make.
export { pdfText } from './pdf-text.ts';

/** The printshops' addresses and VAT numbers, as the order PDF shows them. */
const records = [
  { address: 'Druckweg 7, 20095 Hamburg', vatNumber: 'DE123456789', contactPerson: '' },
  { address: 'Hlavná 12, 811 01 Bratislava', vatNumber: 'SK2020123456', contactPerson: 'Ľubomír Čierny' },
  { address: '1 Print Lane, Dublin 2', vatNumber: 'IE6388047V', contactPerson: '' },
];

/**
 * `scaledTask` with Alpha (de), Beta (sk) and Gamma (en), each with its address and VAT number, and an offer
 * from each: Alpha and Beta with a quote number, Gamma with an alternative to the Brief.
 */
export async function offeredTask(app: App) {
  const shops: [string, 'de' | 'sk' | 'en'][] = [
    ['Druckerei Alpha', 'de'],
    ['Tlačiareň Beta', 'sk'],
    ['Gamma Print', 'en'],
  ];
  const task = await scaledTask(app, shops);
  const { api, suppliers, flyerId, letterId, pub } = task;
  for (const [i, [name, language]] of shops.entries()) {
    const body = { name, email: suppliers[i]!.email, language, ...records[i] };
    await api.post(`/api/suppliers/${suppliers[i]!.id}`, body);
  }
  const offers = [
    { formats: [{ id: flyerId, price: '1200,00', scales: [{ count: 2500, price: '750,00' }] }], quote: 'AL-77' },
    { formats: [{ id: flyerId, price: '1250,00' }], quote: 'BE/2027/4' },
    {
      formats: [{ id: flyerId, price: 1300 }],
      alternative: { description: 'Recycling paper 90 g', price: '260.50' },
      quote: '',
    },
  ];
  for (const [i, o] of offers.entries()) {
    const letter = { id: letterId, price: 300 - 10 * i, ...(o.alternative && { alternative: o.alternative }) };
    await pub(i).post({ formats: [...o.formats, letter], terms: { quoteNumber: o.quote } });
  }
  return task;
}
