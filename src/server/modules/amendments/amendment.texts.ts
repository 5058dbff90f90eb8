import type { Language } from '../../../shared/languages.ts';

// The amendment and cancellation mails' texts, in each language a printshop reads (docs/glossary.md). The
// change lines are src/shared/change-line.ts's, word for word as the printshop's page shows them.
export type AmendmentTexts = {
  subject: (task: string) => string;
  hello: (name: string) => string;
  intro: (task: string, revision: number) => string;
  message: string;
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
  confirm: 'Formáty sa zmenili: prosíme, potvrďte alebo upravte svoje ceny na svojej stránke.',
  stays: 'Už predložená ponuka zostáva platná.',
  action: 'Otvoriť Vašu stránku',
  cancelSubject: (task) => `Dopyt zrušený: ${task}`,
  cancelled: (task) => `náš dopyt „${task}“ sme zrušili; objednávka nebude zadaná.`,
  thanks: 'Ďakujeme Vám za Váš čas a námahu.',
};

export const amendmentTexts: Record<Language, AmendmentTexts> = { en, de, sk };
