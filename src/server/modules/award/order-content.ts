import { toDisplayDate } from '../../../shared/dates.ts';
import type { Language, StaffLanguage } from '../../../shared/languages.ts';
import type { Currency } from '../../../shared/currencies.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { TaxKind } from '../../../shared/tax.ts';
import { orderTexts } from './order.texts.ts';

// What the order's mail and its PDF both say beyond the lines (docs/product.md#orders): the amounts with their
// tax, what was agreed, the clarifications. Every amount is the order's priced lines' and goes through `money`.

/** The order's amounts (minor units, the lines' currency): net incl. delivery, VAT at `rate` %, gross. */
export type OrderTax = { kind: TaxKind; rate: number | null; net: number; vat: number; gross: number };

/** What the printshop's offer stated and the buyer asks, as agreed by the order. */
export type OrderTerms = {
  leadDays: number | null;
  oversPercent: number | null;
  oversPer1000: number | null;
  /** The last day the offer is valid (YYYY-MM-DD, workspace time zone); null: it stated none. */
  validUntil: string | null;
  note: string;
  paymentTerms: string;
  invoiceAddress: string;
};

/** A published question with its answer, and the day it was answered (YYYY-MM-DD, workspace time zone). */
export type Clarification = { question: string; answer: string; date: string };

/** What an order written since numbered orders adds; absent in one written before (a stored render job). */
export type OrderAgreed = {
  poNumber?: string;
  tax?: OrderTax;
  /** The buyer's language (en, de): the reverse-charge sentence is said in it too. */
  buyerLanguage?: StaffLanguage;
  terms?: OrderTerms;
  clarifications?: Clarification[];
  /** Who signs: the sender's full name (the username while none is set) and title. */
  signatory?: { name: string; title: string };
};

/** The one way an order writes an amount. */
export const orderMoney = (language: Language, currency: Currency) => (minor: number) =>
  formatMoney(minor, currency, language);

const percent = (rate: number, language: Language) =>
  rate.toLocaleString(language === 'en' ? 'en-GB' : language, { maximumFractionDigits: 2 });

/** The amount rows below the lines: label, amount, and whether it is the total that counts. */
export function amountRows(total: number, tax: OrderTax | undefined, language: Language, currency: Currency) {
  const t = orderTexts[language];
  const money = orderMoney(language, currency);
  if (!tax) return [{ label: t.total, amount: money(total), strong: true }];
  const net = { label: t.netTotal, amount: money(tax.net), strong: tax.rate === null };
  if (tax.rate === null) return [net];
  return [
    net,
    { label: t.vat(percent(tax.rate, language)), amount: money(tax.vat), strong: false },
    { label: t.gross, amount: money(tax.gross), strong: true },
  ];
}

/** The tax's sentences: the reverse charge in the printshop's language and the buyer's, or why no VAT is shown. */
export function taxSentences(tax: OrderTax | undefined, language: Language, buyer?: StaffLanguage): string[] {
  if (!tax) return [];
  if (tax.kind === 'reverse-charge') {
    const both = buyer && buyer !== language ? [language, buyer] : [language];
    return both.map((l) => orderTexts[l].reverseCharge);
  }
  if (tax.kind === 'outside-eu') return [orderTexts[language].outsideEu];
  if (tax.rate === null) return [orderTexts[language].vatUnknown];
  return [];
}

/** What was agreed, label and value, in the order the printshop checks them; a term not stated is left out. */
export function agreedFacts(agreed: OrderAgreed, language: Language, currency: Currency): [string, string][] {
  const t = orderTexts[language];
  const terms = agreed.terms;
  if (!terms) return [];
  const money = orderMoney(language, currency);
  const rows: [string, string | null][] = [
    [t.leadTime, terms.leadDays === null ? null : t.leadDays(terms.leadDays)],
    [
      t.overs,
      terms.oversPercent === null
        ? null
        : t.oversPrice(
            percent(terms.oversPercent, language),
            terms.oversPer1000 === null ? null : money(terms.oversPer1000),
          ),
    ],
    [t.validUntil, terms.validUntil && toDisplayDate(terms.validUntil, language)],
    [t.note, terms.note || null],
    [t.paymentTerms, terms.paymentTerms || null],
    [t.invoiceAddress, terms.invoiceAddress || null],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== null);
}

/** A clarification as one line: its day, the question, the answer. */
export const clarificationText = (c: Clarification, language: Language) => {
  const t = orderTexts[language];
  return `${toDisplayDate(c.date, language)} – ${t.question}: ${c.question} – ${t.answer}: ${c.answer}`;
};

/** The signatory below the signature: the full name, and the title when set. */
export const signatoryText = (agreed: OrderAgreed) =>
  agreed.signatory ? [agreed.signatory.name, agreed.signatory.title].filter(Boolean).join('\n') : '';
