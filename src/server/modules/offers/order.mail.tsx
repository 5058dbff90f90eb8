import type { SupplierLanguage } from '../../../shared/languages.ts';
import { toDisplayDate } from '../../../shared/dates.ts';
import { formatCount, formatEuros } from '../../../shared/money.ts';
import { Facts, MailLayout, renderHtml, Signature, type MailContent } from '../mail/index.ts';

/** One ordered format: its title, the quantity ordered at its price, the alternative's description if awarded. */
export type OrderLine = { title: string; count: number; price: number; alternative: string | null };

export type OrderData = {
  task: { name: string; address: string; lettershop: string; deliveryDate: string | null };
  lines: OrderLine[];
  supplier: { name: string; contactPerson: string; language: SupplierLanguage };
  /** The printshop's own number for its quote, repeated in the order. */
  quoteNumber: string;
  signature: string;
};

const texts = {
  en: {
    subject: (task: string) => `Order: ${task}`,
    hello: (name: string) => `Hello ${name},`,
    intro: 'thank you for your offer. We hereby order the print job below at the prices you offered.',
    quote: 'Your quote',
    alternative: 'Your alternative',
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
    quote: 'Ihr Angebot',
    alternative: 'Ihre Alternative',
    total: 'Summe',
    quantity: 'Auflage',
    price: 'Preis',
    deliveryDate: 'Liefertermin',
    address: 'Lieferadresse',
    lettershop: 'Lettershop',
  },
  sk: {
    subject: (task: string) => `Objednávka: ${task}`,
    hello: (name: string) => `Dobrý deň, ${name},`,
    intro: 'ďakujeme za Vašu ponuku. Týmto objednávame nasledujúcu tlačovú zákazku za ponúknuté ceny.',
    quote: 'Vaša ponuka',
    alternative: 'Vaša alternatíva',
    total: 'Spolu',
    quantity: 'Náklad',
    price: 'Cena',
    deliveryDate: 'Termín dodania',
    address: 'Adresa dodania',
    lettershop: 'Lettershop',
  },
} as const;

const cell = { padding: '4px 12px 4px 0', verticalAlign: 'top' } as const;

/** The order to a winner, in its language, with the quantities and prices ordered. React escapes every value. */
export function orderMail(d: OrderData): MailContent {
  const lang = d.supplier.language;
  const t = texts[lang];
  const money = (cents: number) => formatEuros(cents, lang);
  const count = (n: number) => formatCount(n, lang);
  const sum = d.lines.reduce((total, l) => total + l.price, 0);
  const greeting = t.hello(d.supplier.contactPerson || d.supplier.name);
  const facts: [string, string][] = [
    ...(d.quoteNumber ? [[t.quote, d.quoteNumber] as [string, string]] : []),
    [t.deliveryDate, d.task.deliveryDate ? toDisplayDate(d.task.deliveryDate, lang) : '–'],
    [t.address, d.task.address],
    [t.lettershop, d.task.lettershop],
  ];
  const title = (l: OrderLine) => (l.alternative ? `${l.title} (${t.alternative}: ${l.alternative})` : l.title);
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
              <td style={cell}>{title(l)}</td>
              <td style={{ ...cell, textAlign: 'right' }}>{count(l.count)}</td>
              <td style={{ ...cell, textAlign: 'right' }}>{money(l.price)}</td>
            </tr>
          ))}
          <tr>
            <td style={{ ...cell, fontWeight: 'bold' }}>{t.total}</td>
            <td />
            <td style={{ ...cell, textAlign: 'right', fontWeight: 'bold' }}>{money(sum)}</td>
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
    ...d.lines.map((l) => `- ${title(l)}: ${t.quantity} ${count(l.count)}, ${t.price} ${money(l.price)}`),
    `${t.total}: ${money(sum)}`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    d.signature,
  ].join('\n');
  return { subject: t.subject(d.task.name), html, text };
}
