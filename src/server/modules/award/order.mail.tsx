import type { Language } from '../../../shared/languages.ts';
import type { Currency } from '../../../shared/currencies.ts';
import { formatCount, formatMoney } from '../../../shared/money.ts';
import { Facts, MailLayout, renderHtml, Signature, type MailContent } from '../mail/index.ts';
import { orderFacts, orderTexts, type OrderApproval } from './order.texts.ts';

/** One ordered format: its title, the quantity ordered at its price, the alternative's description if awarded. */
export type OrderLine = { title: string; count: number; price: number; alternative: string | null };

export type OrderData = {
  task: { name: string; address: string; lettershop: string; deliveryDate: string | null };
  lines: OrderLine[];
  supplier: { name: string; contactPerson: string; language: Language };
  /** The printshop's own number for its quote, repeated in the order. */
  quoteNumber: string;
  /** The printshop's delivery cost, once per order; null when it stated none. */
  deliveryCost: number | null;
  /** What this order costs incl. delivery, as the award counted it (src/shared/landed-cost.ts). */
  total: number;
  /** The printshop's currency: every amount of the order is in it (docs/product.md#currencies). */
  currency: Currency;
  signature: string;
  /** The buying company: it heads the mail. */
  buyer?: string;
  /** An award a member asked for and an owner or admin approved: both are named. */
  approval?: OrderApproval | null;
};

const cell = { padding: '4px 12px 4px 0', verticalAlign: 'top' } as const;

/** The order to a winner, in its language, with the quantities and prices ordered. React escapes every value. */
export function orderMail(d: OrderData): MailContent {
  const lang = d.supplier.language;
  const t = orderTexts[lang];
  const money = (cents: number) => formatMoney(cents, d.currency, lang);
  const count = (n: number) => formatCount(n, lang);
  const sum = d.total;
  const greeting = t.hello(d.supplier.contactPerson || d.supplier.name);
  const facts = orderFacts(d.task, d.quoteNumber, lang, d.approval);
  const title = (l: OrderLine) => (l.alternative ? `${l.title} (${t.alternative}: ${l.alternative})` : l.title);
  const html = renderHtml(
    <MailLayout title={t.subject(d.task.name)} brand={d.buyer}>
      <p>{greeting}</p>
      <p>{t.intro}</p>
      <h2 style={{ fontSize: 18, margin: '20px 0 8px' }}>{d.task.name}</h2>
      <table role="presentation" cellPadding={0} cellSpacing={0}>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }} />
            <th style={{ ...cell, textAlign: 'right' }}>{t.labels.quantity}</th>
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
          {d.deliveryCost !== null ? (
            <tr>
              <td style={cell}>{t.delivery}</td>
              <td />
              <td style={{ ...cell, textAlign: 'right' }}>{money(d.deliveryCost)}</td>
            </tr>
          ) : null}
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
    ...d.lines.map((l) => `- ${title(l)}: ${t.labels.quantity} ${count(l.count)}, ${t.price} ${money(l.price)}`),
    ...(d.deliveryCost !== null ? [`- ${t.delivery}: ${money(d.deliveryCost)}`] : []),
    `${t.total}: ${money(sum)}`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    d.signature,
  ].join('\n');
  return { subject: t.subject(d.task.name), html, text };
}
