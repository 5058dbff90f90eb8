import type { Language } from '../../../shared/languages.ts';
import { toDisplayDate } from '../../../shared/dates.ts';
import { formatEuros } from '../../../shared/money.ts';
import { Facts, MailLayout, renderHtml, Signature, type MailContent } from '../mail/index.ts';

export type OrderData = {
  task: { name: string; address: string; lettershop: string; deliveryDate: string | null };
  lines: { title: string; count: number; price: number }[];
  sum: number;
  supplier: { name: string; contactPerson: string; language: Language };
  signature: string;
};

const texts = {
  en: {
    subject: (task: string) => `Order: ${task}`,
    hello: (name: string) => `Hello ${name},`,
    intro: 'thank you for your offer. We hereby order the print job below at the prices you offered.',
    total: 'Total',
    quantity: 'Quantity',
    price: 'Price',
    deliveryDate: 'Delivery date',
    address: 'Delivery address',
    lettershop: 'Lettershop',
  },
  de: {
    subject: (task: string) => `Auftrag: ${task}`,
    hello: (name: string) => `Guten Tag ${name},`,
    intro:
      'vielen Dank für Ihr Angebot. Hiermit beauftragen wir den folgenden Druckauftrag zu den angebotenen Preisen.',
    total: 'Summe',
    quantity: 'Auflage',
    price: 'Preis',
    deliveryDate: 'Liefertermin',
    address: 'Lieferadresse',
    lettershop: 'Lettershop',
  },
} as const;

const cell = { padding: '4px 12px 4px 0', verticalAlign: 'top' } as const;

/** The order to the winner, in its language, with the prices it offered. React escapes every value. */
export function orderMail(d: OrderData): MailContent {
  const lang = d.supplier.language;
  const t = texts[lang];
  const count = (n: number) => n.toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB');
  const greeting = t.hello(d.supplier.contactPerson || d.supplier.name);
  const facts: [string, string][] = [
    [t.deliveryDate, d.task.deliveryDate ? toDisplayDate(d.task.deliveryDate) : '–'],
    [t.address, d.task.address],
    [t.lettershop, d.task.lettershop],
  ];
  const html = renderHtml(
    <MailLayout title={t.subject(d.task.name)}>
      <p>{greeting}</p>
      <p>{t.intro}</p>
      <h2 style={{ fontSize: 18, margin: '20px 0 8px' }}>{d.task.name}</h2>
      <table role="presentation" cellPadding={0} cellSpacing={0}>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }} />
            <th style={{ ...cell, textAlign: 'right' }}>{t.quantity}</th>
            <th style={{ ...cell, textAlign: 'right' }}>{t.price}</th>
          </tr>
        </thead>
        <tbody>
          {d.lines.map((l, i) => (
            <tr key={i}>
              <td style={cell}>{l.title}</td>
              <td style={{ ...cell, textAlign: 'right' }}>{count(l.count)}</td>
              <td style={{ ...cell, textAlign: 'right' }}>{formatEuros(l.price)}</td>
            </tr>
          ))}
          <tr>
            <td style={{ ...cell, fontWeight: 'bold' }}>{t.total}</td>
            <td />
            <td style={{ ...cell, textAlign: 'right', fontWeight: 'bold' }}>{formatEuros(d.sum)}</td>
          </tr>
        </tbody>
      </table>
      <Facts rows={facts} />
      <Signature text={d.signature} />
    </MailLayout>,
  );
  const text = [
    greeting,
    '',
    t.intro,
    '',
    d.task.name,
    ...d.lines.map((l) => `- ${l.title}: ${t.quantity} ${count(l.count)}, ${t.price} ${formatEuros(l.price)}`),
    `${t.total}: ${formatEuros(d.sum)}`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    d.signature,
  ].join('\n');
  return { subject: t.subject(d.task.name), html, text };
}
