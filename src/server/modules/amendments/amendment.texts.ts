import type { Language } from '../../../shared/languages.ts';

// The amendment and cancellation mails' texts, in each language a printshop reads (docs/glossary.md).
export type AmendmentTexts = {
  subject: (task: string) => string;
  hello: (name: string) => string;
  intro: (task: string, revision: number) => string;
  message: string;
  labels: { deadlineDate: string; deliveryDate: string; address: string; note: string };
  format: { added: string; removed: string; quantities: string; spec: string };
  /** A document added to or removed from the tender: labelled with the documents' word. */
  documents: string;
  document: { added: string; removed: string };
  also: string;
  runOn: string;
  confirm: string;
  stays: string;
  action: string;
  cancelSubject: (task: string) => string;
  cancelled: (task: string) => string;
  thanks: string;
};

const en: AmendmentTexts = {
  subject: (task) => `Amendment to the request for quotation: ${task}`,
  hello: (name) => `Hello ${name},`,
  intro: (task, revision) => `we have changed our request for quotation “${task}” (revision ${revision}):`,
  message: 'Our message',
  labels: { deadlineDate: 'Offer deadline', deliveryDate: 'Delivery date', address: 'Delivery address', note: 'Note' },
  documents: 'Documents',
  document: { added: 'added', removed: 'removed' },
  format: {
    added: 'added',
    removed: 'removed',
    quantities: 'quantities changed',
    spec: 'specification changed',
  },
  also: 'also',
  runOn: 'run-on',
  confirm: 'The formats changed: please confirm or update your prices on your page.',
  stays: 'An offer you made stays valid.',
  action: 'Open your page',
  cancelSubject: (task) => `Request for quotation cancelled: ${task}`,
  cancelled: (task) => `we have cancelled our request for quotation “${task}”; no order will be placed.`,
  thanks: 'Thank you for your time and effort.',
};

const de: AmendmentTexts = {
  subject: (task) => `Änderung der Anfrage: ${task}`,
  hello: (name) => `Guten Tag ${name},`,
  intro: (task, revision) => `wir haben unsere Anfrage „${task}“ geändert (Stand ${revision}):`,
  message: 'Unsere Nachricht',
  labels: { deadlineDate: 'Angebotsfrist', deliveryDate: 'Liefertermin', address: 'Lieferadresse', note: 'Hinweis' },
  documents: 'Unterlagen',
  document: { added: 'neu', removed: 'entfällt' },
  format: {
    added: 'neu',
    removed: 'entfällt',
    quantities: 'Auflagen geändert',
    spec: 'Spezifikation geändert',
  },
  also: 'außerdem',
  runOn: 'Fortdruck',
  confirm: 'Die Formate haben sich geändert: Bitte bestätigen oder ändern Sie Ihre Preise auf Ihrer Seite.',
  stays: 'Ein abgegebenes Angebot bleibt gültig.',
  action: 'Zu Ihrer Seite',
  cancelSubject: (task) => `Anfrage aufgehoben: ${task}`,
  cancelled: (task) => `wir haben unsere Anfrage „${task}“ aufgehoben; ein Auftrag wird nicht erteilt.`,
  thanks: 'Vielen Dank für Ihre Zeit und Mühe.',
};

const sk: AmendmentTexts = {
  subject: (task) => `Zmena dopytu: ${task}`,
  hello: (name) => `Dobrý deň, ${name},`,
  intro: (task, revision) => `zmenili sme náš dopyt „${task}“ (verzia ${revision}):`,
  message: 'Naša správa',
  labels: {
    deadlineDate: 'Termín na predloženie ponuky',
    deliveryDate: 'Termín dodania',
    address: 'Adresa dodania',
    note: 'Poznámka',
  },
  documents: 'Podklady',
  document: { added: 'pridaný', removed: 'odstránený' },
  format: {
    added: 'pridaný',
    removed: 'vypustený',
    quantities: 'zmenené náklady',
    spec: 'zmenená špecifikácia',
  },
  also: 'aj',
  runOn: 'dotlač',
  confirm: 'Formáty sa zmenili: prosíme, potvrďte alebo upravte svoje ceny na svojej stránke.',
  stays: 'Už predložená ponuka zostáva platná.',
  action: 'Otvoriť Vašu stránku',
  cancelSubject: (task) => `Dopyt zrušený: ${task}`,
  cancelled: (task) => `náš dopyt „${task}“ sme zrušili; objednávka nebude zadaná.`,
  thanks: 'Ďakujeme Vám za Váš čas a námahu.',
};

export const amendmentTexts: Record<Language, AmendmentTexts> = { en, de, sk };
