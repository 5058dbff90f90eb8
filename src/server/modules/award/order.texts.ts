import { toDisplayDate } from '../../../shared/dates.ts';
import { jobLabels, type JobLabels } from '../../../shared/job-labels.ts';
import type { Language } from '../../../shared/languages.ts';

/** The order's texts, in each language a printshop reads: its mail and its PDF say the same things. */
export type OrderTexts = {
  subject: (task: string) => string;
  hello: (name: string) => string;
  intro: string;
  quote: string;
  alternative: string;
  /** The order's total, which counts the delivery cost. */
  total: string;
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
    subject: (task) => `Order: ${task}`,
    hello: (name) => `Hello ${name},`,
    intro: 'thank you for your offer. We hereby order the print job below at the prices you offered.',
    quote: 'Your quote',
    alternative: 'Your alternative',
    total: 'Total incl. delivery',
    price: 'Price',
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
    subject: (task) => `Auftrag: ${task}`,
    hello: (name) => `Guten Tag ${name},`,
    intro:
      'vielen Dank für Ihr Angebot. Hiermit beauftragen wir den folgenden Druckauftrag zu den angebotenen Preisen.',
    quote: 'Ihr Angebot',
    alternative: 'Ihre Alternative',
    total: 'Summe inkl. Lieferkosten',
    price: 'Preis',
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
    subject: (task) => `Objednávka: ${task}`,
    hello: (name) => `Dobrý deň, ${name},`,
    intro: 'ďakujeme za Vašu ponuku. Týmto objednávame nasledujúcu tlačovú zákazku za ponúknuté ceny.',
    quote: 'Vaša ponuka',
    alternative: 'Vaša alternatíva',
    total: 'Spolu vrátane dopravy',
    price: 'Cena',
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

type OrderTask = { address: string; lettershop: string; deliveryDate: string | null };

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
    [t.labels.lettershop, task.lettershop],
    ...people,
  ];
}
