import { splitWords } from '../../../shared/split-lines.ts';
import { toDisplayDate } from '../../../shared/dates.ts';
import { jobLabels, type JobLabels } from '../../../shared/job-labels.ts';
import type { Language } from '../../../shared/languages.ts';

/** The order's texts, in each language a printshop reads: its mail and its PDF say the same things. */
export type OrderTexts = {
  /** With the order number once orders are numbered (docs/product.md#orders). */
  subject: (task: string, number?: string) => string;
  intro: string;
  quote: string;
  alternative: string;
  /** The order's total, which counts the delivery cost (an order without its tax: written before). */
  total: string;
  /** The net total, the VAT at its rate, the gross (docs/product.md#tax). */
  netTotal: string;
  vat: (rate: string) => string;
  gross: string;
  /** The tax's sentence: reverse charge, no VAT outside the EU, a rate not known. */
  reverseCharge: string;
  outsideEu: string;
  vatUnknown: string;
  /** The buyer's own purchase-order number, beside the order number. */
  poNumber: string;
  /** What was agreed (the offer's terms, the buyer's payment terms and invoice address). */
  leadTime: string;
  leadDays: (days: number) => string;
  overs: string;
  oversPrice: (percent: string, price: string | null) => string;
  validUntil: string;
  note: string;
  paymentTerms: string;
  invoiceAddress: string;
  /** The published questions and answers, each with the day it was answered. */
  clarifications: string;
  question: string;
  answer: string;
  price: string;
  delivery: string;
  /** Who awarded an order that waited for approval, and who approved it. */
  awardedBy: string;
  approvedBy: string;
  /** The print job's fields, as the printshop's page and the invitation call them. */
  labels: JobLabels;
  // The PDF's own.
  order: string;
  number: string;
  date: string;
  vatNumber: string;
  email: string;
  phone: string;
  page: (page: number, pages: number) => string;
};

export const orderTexts: Record<Language, OrderTexts> = {
  en: {
    subject: (task, number) => (number ? `Order ${number}: ${task}` : `Order: ${task}`),
    intro: 'thank you for your offer. We hereby order the print job below at the prices you offered.',
    quote: 'Your quote',
    alternative: 'Your alternative',
    total: 'Total incl. delivery',
    price: 'Price',
    netTotal: 'Net total incl. delivery',
    vat: (rate) => `VAT ${rate} %`,
    gross: 'Total incl. VAT',
    reverseCharge: 'Reverse charge: VAT to be accounted for by the recipient (Art. 196 Council Directive 2006/112/EC).',
    outsideEu: 'No VAT is charged by this order: the supply is to or from a country outside the EU.',
    vatUnknown: 'Plus VAT at the statutory rate.',
    poNumber: 'Our PO number',
    leadTime: 'Lead time',
    leadDays: (days) => `${days} working days`,
    overs: 'Overs/unders',
    oversPrice: (percent, price) => `± ${percent} %` + (price ? `, ${price} per 1,000 overs` : ''),
    validUntil: 'Offer valid until',
    note: 'Your note',
    paymentTerms: 'Payment terms',
    invoiceAddress: 'Invoice address',
    clarifications: 'Clarifications (questions and answers)',
    question: 'Question',
    answer: 'Answer',
    delivery: 'Delivery cost',
    awardedBy: 'Awarded by',
    approvedBy: 'Approved by',
    labels: jobLabels.en,
    order: 'Order',
    number: 'Order number',
    date: 'Order date',
    vatNumber: 'VAT number',
    email: 'E-mail',
    phone: 'Phone',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  de: {
    subject: (task, number) => (number ? `Auftrag ${number}: ${task}` : `Auftrag: ${task}`),
    intro:
      'vielen Dank für Ihr Angebot. Hiermit beauftragen wir den folgenden Druckauftrag zu den angebotenen Preisen.',
    quote: 'Ihr Angebot',
    alternative: 'Ihre Alternative',
    total: 'Summe inkl. Lieferkosten',
    price: 'Preis',
    netTotal: 'Nettosumme inkl. Lieferkosten',
    vat: (rate) => `USt. ${rate} %`,
    gross: 'Gesamtbetrag inkl. USt.',
    reverseCharge:
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse-Charge-Verfahren, Art. 196 MwSt-Systemrichtlinie 2006/112/EG).',
    outsideEu:
      'Mit diesem Auftrag wird keine Umsatzsteuer berechnet: Lieferung in ein oder aus einem Land außerhalb der EU.',
    vatUnknown: 'Zuzüglich der gesetzlichen Umsatzsteuer.',
    poNumber: 'Unsere Bestellnummer',
    leadTime: 'Lieferzeit',
    leadDays: (days) => `${days} Arbeitstage`,
    overs: 'Mehr-/Minderlieferung',
    oversPrice: (percent, price) => `± ${percent} %` + (price ? `, ${price} je 1.000 Mehrexemplare` : ''),
    validUntil: 'Angebot gültig bis',
    note: 'Ihr Hinweis',
    paymentTerms: 'Zahlungsbedingungen',
    invoiceAddress: 'Rechnungsadresse',
    clarifications: 'Klarstellungen (Fragen und Antworten)',
    question: 'Frage',
    answer: 'Antwort',
    delivery: 'Lieferkosten',
    awardedBy: 'Vergeben von',
    approvedBy: 'Freigegeben von',
    labels: jobLabels.de,
    order: 'Auftrag',
    number: 'Auftragsnummer',
    date: 'Auftragsdatum',
    vatNumber: 'USt-IdNr.',
    email: 'E-Mail',
    phone: 'Telefon',
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  sk: {
    subject: (task, number) => (number ? `Objednávka ${number}: ${task}` : `Objednávka: ${task}`),
    intro: 'ďakujeme za Vašu ponuku. Týmto objednávame nasledujúcu tlačovú zákazku za ponúknuté ceny.',
    quote: 'Vaša ponuka',
    alternative: 'Vaša alternatíva',
    total: 'Spolu vrátane dopravy',
    price: 'Cena',
    netTotal: 'Spolu bez DPH vrátane dopravy',
    vat: (rate) => `DPH ${rate} %`,
    gross: 'Spolu s DPH',
    reverseCharge: 'Prenesenie daňovej povinnosti: DPH odvedie príjemca plnenia (čl. 196 smernice Rady 2006/112/ES).',
    outsideEu: 'Táto objednávka neobsahuje DPH: dodanie do krajiny alebo z krajiny mimo EÚ.',
    vatUnknown: 'K cene sa pripočíta DPH v zákonnej sadzbe.',
    poNumber: 'Naše interné číslo objednávky',
    leadTime: 'Dodacia lehota',
    leadDays: (days) => `${days} pracovných dní`,
    overs: 'Nadnáklad/podnáklad',
    oversPrice: (percent, price) => `± ${percent} %` + (price ? `, ${price} za 1 000 ks nadnákladu` : ''),
    validUntil: 'Ponuka platná do',
    note: 'Vaša poznámka',
    paymentTerms: 'Platobné podmienky',
    invoiceAddress: 'Fakturačná adresa',
    clarifications: 'Upresnenia (otázky a odpovede)',
    question: 'Otázka',
    answer: 'Odpoveď',
    delivery: 'Náklady na dopravu',
    awardedBy: 'Zadal(a)',
    approvedBy: 'Schválil(a)',
    labels: jobLabels.sk,
    order: 'Objednávka',
    number: 'Číslo objednávky',
    date: 'Dátum objednávky',
    vatNumber: 'IČ DPH',
    email: 'E-mail',
    phone: 'Telefón',
    page: (page, pages) => `Strana ${page} z ${pages}`,
  },
};

type OrderTask = {
  address: string;
  lettershop: string;
  deliveryDate: string | null;
  /** Each delivery address with its date and this order's counts, written (shared/split-lines.ts); absent before them. */
  deliveries?: string[];
};

/** The member who awarded an order that waited for approval, and the owner or admin who approved it (names). */
export type OrderApproval = { awardedBy: string; approvedBy: string };

/**
 * What the order says below its lines, label and value: the printshop's quote number, delivery and lettershop,
 * and for an approved award who awarded and who approved it.
 */
export function orderFacts(
  task: OrderTask,
  quoteNumber: string,
  language: Language,
  approval?: OrderApproval | null,
): [string, string][] {
  const t = orderTexts[language];
  const people: [string, string][] = approval
    ? [
        [t.awardedBy, approval.awardedBy],
        [t.approvedBy, approval.approvedBy],
      ]
    : [];
  return [
    ...(quoteNumber ? [[t.quote, quoteNumber] as [string, string]] : []),
    [t.labels.deliveryDate, task.deliveryDate ? toDisplayDate(task.deliveryDate, language) : '–'],
    [t.labels.address, task.address],
    ...(task.deliveries ?? []).map((line, i): [string, string] => [`${splitWords(language).address} ${i + 1}`, line]),
    ...(task.lettershop ? [[t.labels.lettershop, task.lettershop] as [string, string]] : []),
    ...people,
  ];
}
