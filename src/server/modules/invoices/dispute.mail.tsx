import { isCurrency } from '../../../shared/currencies.ts';
import { toDisplayDate } from '../../../shared/dates.ts';
import type { Language } from '../../../shared/languages.ts';
import { formatMoney } from '../../../shared/money.ts';
import { Facts, greeting, MailLayout, plainText, renderHtml, Signature, type MailContent } from '../mail/index.ts';

export type DisputeData = {
  task: { name: string };
  supplier: { name: string; contactPerson: string; language: Language };
  invoice: { number: string; issuedOn: string; gross: number; currency: string };
  /** The order's number, when it has one. */
  order: string | null;
  reason: string;
  signature: string;
  /** The buying company: it heads the mail. */
  buyer?: string;
};

type Texts = {
  subject: (number: string, task: string) => string;
  body: (number: string, task: string) => string;
  invoice: string;
  date: string;
  gross: string;
  order: string;
  reason: string;
  closing: string;
};

const texts: Record<Language, Texts> = {
  en: {
    subject: (number, task) => `Your invoice ${number} for ${task} is disputed`,
    body: (number, task) =>
      `we have checked your invoice ${number} for “${task}” against our order and cannot release it yet.`,
    invoice: 'Invoice',
    date: 'Date',
    gross: 'Amount',
    order: 'Order',
    reason: 'Why',
    closing: 'Please send a corrected invoice on the order’s page, or reply to this mail.',
  },
  de: {
    subject: (number, task) => `Ihre Rechnung ${number} zu ${task} ist beanstandet`,
    body: (number, task) =>
      `wir haben Ihre Rechnung ${number} zu „${task}“ mit unserem Auftrag abgeglichen und können sie noch nicht freigeben.`,
    invoice: 'Rechnung',
    date: 'Datum',
    gross: 'Betrag',
    order: 'Auftrag',
    reason: 'Grund',
    closing:
      'Bitte senden Sie eine korrigierte Rechnung über die Seite des Auftrags oder antworten Sie auf diese Mail.',
  },
  sk: {
    subject: (number, task) => `Vaša faktúra ${number} k ${task} je reklamovaná`,
    body: (number, task) =>
      `porovnali sme Vašu faktúru ${number} k „${task}“ s našou objednávkou a zatiaľ ju nemôžeme uvoľniť na úhradu.`,
    invoice: 'Faktúra',
    date: 'Dátum',
    gross: 'Suma',
    order: 'Objednávka',
    reason: 'Dôvod',
    closing: 'Pošlite, prosím, opravenú faktúru cez stránku objednávky alebo odpovedzte na tento e-mail.',
  },
};

/** The buyer disputes a printshop's invoice: the mail says which, and why, in the printshop's language. */
export function disputeMail(d: DisputeData): MailContent {
  const language = d.supplier.language;
  const t = texts[language];
  const hello = greeting(language, d.supplier);
  const body = t.body(d.invoice.number, d.task.name);
  const { gross, currency } = d.invoice;
  const amount = isCurrency(currency)
    ? formatMoney(gross, currency, language)
    : `${(gross / 100).toFixed(2)} ${currency}`;
  const facts: [string, string][] = [
    [t.invoice, d.invoice.number],
    [t.date, toDisplayDate(d.invoice.issuedOn, language)],
    [t.gross, amount],
    ...(d.order ? [[t.order, d.order] as [string, string]] : []),
    [t.reason, d.reason],
  ];
  const subject = t.subject(d.invoice.number, d.task.name);
  const html = renderHtml(
    <MailLayout title={subject} brand={d.buyer}>
      <p>{hello}</p>
      <p>{body}</p>
      <Facts rows={facts} />
      <p>{t.closing}</p>
      <Signature text={d.signature} />
    </MailLayout>,
  );
  const text = plainText(d.buyer, [
    hello,
    '',
    body,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    t.closing,
    '',
    d.signature,
  ]);
  return { subject, html, text };
}
