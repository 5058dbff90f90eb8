import type { Language } from '../../../shared/languages.ts';
import type { Currency } from '../../../shared/currencies.ts';
import { formatCount } from '../../../shared/money.ts';
import { Facts, MailLayout, renderHtml, Signature, type MailContent, greeting } from '../mail/index.ts';
import {
  agreedFacts,
  amountRows,
  clarificationText,
  orderMoney,
  signatoryText,
  taxSentences,
  type OrderAgreed,
} from './order-content.ts';
import { orderFacts, orderTexts, type OrderApproval } from './order.texts.ts';

/**
 * One ordered format: its title, the quantity ordered at its price, the alternative's description if awarded; the
 * order's document adds its spec, whose structured lines (and versions) the mail lists under the title.
 */
export type OrderLine = {
  title: string;
  count: number;
  price: number;
  alternative: string | null;
  spec?: { specLines?: { label: string; value: string }[] };
};

const specOf = (line: OrderLine) => line.spec?.specLines ?? [];

export type OrderData = OrderAgreed & {
  /** The order number (docs/product.md#orders); absent in a mail made before orders were numbered. */
  number?: string;
  task: { name: string; address: string; lettershop: string; deliveryDate: string | null; deliveries?: string[] };
  lines: OrderLine[];
  supplier: { name: string; contactPerson: string; language: Language };
  /** The printshop's own number for its quote, repeated in the order. */
  quoteNumber: string;
  /** The printshop's delivery cost, once per order; null when it stated none. */
  deliveryCost: number | null;
  /** What this order costs incl. delivery, net, as the award counted it (src/shared/landed-cost.ts). */
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

/** The order number and the buyer's PO number, as the order's first facts. */
export function numberFacts(d: Pick<OrderData, 'number' | 'poNumber'>, language: Language): [string, string][] {
  const t = orderTexts[language];
  return [
    ...(d.number ? [[t.number, d.number] as [string, string]] : []),
    ...(d.poNumber ? [[t.poNumber, d.poNumber] as [string, string]] : []),
  ];
}

/** The order to a winner, in its language, with the quantities and prices ordered. React escapes every value. */
export function orderMail(d: OrderData): MailContent {
  const lang = d.supplier.language;
  const t = orderTexts[lang];
  const money = orderMoney(lang, d.currency);
  const count = (n: number) => formatCount(n, lang);
  const hello = greeting(lang, d.supplier);
  const facts = [
    ...numberFacts(d, lang),
    ...orderFacts(d.task, d.quoteNumber, lang, d.approval),
    ...agreedFacts(d, lang, d.currency),
  ];
  const amounts = amountRows(d.total, d.tax, lang, d.currency);
  const sentences = taxSentences(d.tax, lang, d.buyerLanguage);
  const clarifications = (d.clarifications ?? []).map((c) => clarificationText(c, lang));
  const signature = [d.signature, signatoryText(d)].filter(Boolean).join('\n\n');
  const subject = t.subject(d.task.name, d.number);
  const title = (l: OrderLine) => (l.alternative ? `${l.title} (${t.alternative}: ${l.alternative})` : l.title);
  const html = renderHtml(
    <MailLayout title={subject} brand={d.buyer}>
      <p>{hello}</p>
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
              <td style={cell}>
                {title(l)}
                {specOf(l).map((spec) => (
                  <div key={spec.label + spec.value} style={{ fontSize: 13, color: '#555' }}>
                    {spec.label}: {spec.value}
                  </div>
                ))}
              </td>
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
          {amounts.map((row) => (
            <tr key={row.label}>
              <td style={{ ...cell, fontWeight: row.strong ? 'bold' : undefined }}>{row.label}</td>
              <td />
              <td style={{ ...cell, textAlign: 'right', fontWeight: row.strong ? 'bold' : undefined }}>{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sentences.map((s) => (
        <p key={s}>{s}</p>
      ))}
      <Facts rows={facts} />
      {clarifications.length > 0 ? (
        <>
          <h3 style={{ fontSize: 15, margin: '16px 0 4px' }}>{t.clarifications}</h3>
          <ul>
            {clarifications.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Signature text={signature} />
    </MailLayout>,
  );
  const text = [
    hello,
    '',
    t.intro,
    '',
    d.task.name,
    ...d.lines.flatMap((l) => [
      `- ${title(l)}: ${t.labels.quantity} ${count(l.count)}, ${t.price} ${money(l.price)}`,
      ...specOf(l).map((spec) => `  ${spec.label}: ${spec.value}`),
    ]),
    ...(d.deliveryCost !== null ? [`- ${t.delivery}: ${money(d.deliveryCost)}`] : []),
    ...amounts.map((row) => `${row.label}: ${row.amount}`),
    ...(sentences.length > 0 ? ['', ...sentences] : []),
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(clarifications.length > 0 ? ['', `${t.clarifications}:`, ...clarifications.map((c) => `- ${c}`)] : []),
    '',
    signature,
  ].join('\n');
  return { subject, html, text };
}
