import type { Language } from '../../../shared/languages.ts';

// The mails of the job after the award to a winning printshop, in each language it reads (docs/glossary.md:
// Auftrag/objednávka, Proof/náhľad (proof), Freigabe/schválenie).
export type JobMailKind = 'approved' | 'changes' | 'confirm-late' | 'proof-late';

type Texts = {
  subject: Record<JobMailKind, (order: string, task: string) => string>;
  body: Record<JobMailKind, (order: string, task: string, detail: string) => string>;
  comment: string;
  order: string;
  format: string;
  shipDate: string;
  action: string;
};

const en: Texts = {
  subject: {
    approved: (order) => `Proof approved: order ${order}`,
    changes: (order) => `Changes to your proof: order ${order}`,
    'confirm-late': (order) => `Please confirm our order ${order}`,
    'proof-late': (order) => `Proof awaited: order ${order}`,
  },
  body: {
    approved: (_, task, format) =>
      `we have approved your proof of “${format}” for “${task}”. Once every proof is approved, please report the shipment on your page.`,
    changes: (_, task, format) =>
      `thank you for your proof of “${format}” for “${task}”. Please change it as described below and upload a new version on your page.`,
    'confirm-late': (order, task) =>
      `we have not yet received your confirmation of our order ${order} (“${task}”). Please confirm it on your page with your reference and the planned ship date.`,
    'proof-late': (_, task, date) =>
      `your planned ship date for “${task}” is ${date}, and we have not yet received your proof. Please upload it on your page.`,
  },
  comment: 'Our comment',
  order: 'Order',
  format: 'Format',
  shipDate: 'Planned ship date',
  action: 'Open your order',
};

const de: Texts = {
  subject: {
    approved: (order) => `Proof freigegeben: Auftrag ${order}`,
    changes: (order) => `Änderungen an Ihrem Proof: Auftrag ${order}`,
    'confirm-late': (order) => `Bitte bestätigen Sie unseren Auftrag ${order}`,
    'proof-late': (order) => `Proof erwartet: Auftrag ${order}`,
  },
  body: {
    approved: (_, task, format) =>
      `wir haben Ihren Proof von „${format}“ für „${task}“ freigegeben. Sobald alle Proofs freigegeben sind, melden Sie bitte den Versand auf Ihrer Seite.`,
    changes: (_, task, format) =>
      `vielen Dank für Ihren Proof von „${format}“ für „${task}“. Bitte ändern Sie ihn wie unten beschrieben und laden Sie auf Ihrer Seite eine neue Version hoch.`,
    'confirm-late': (order, task) =>
      `Ihre Bestätigung unseres Auftrags ${order} („${task}“) liegt uns noch nicht vor. Bitte bestätigen Sie ihn auf Ihrer Seite mit Ihrer Referenz und dem geplanten Versanddatum.`,
    'proof-late': (_, task, date) =>
      `Ihr geplanter Versand für „${task}“ ist am ${date}, und Ihr Proof liegt uns noch nicht vor. Bitte laden Sie ihn auf Ihrer Seite hoch.`,
  },
  comment: 'Unser Kommentar',
  order: 'Auftrag',
  format: 'Format',
  shipDate: 'Geplanter Versand',
  action: 'Zu Ihrem Auftrag',
};

const sk: Texts = {
  subject: {
    approved: (order) => `Náhľad schválený: objednávka ${order}`,
    changes: (order) => `Zmeny vo Vašom náhľade: objednávka ${order}`,
    'confirm-late': (order) => `Prosíme, potvrďte našu objednávku ${order}`,
    'proof-late': (order) => `Čakáme na náhľad: objednávka ${order}`,
  },
  body: {
    approved: (_, task, format) =>
      `schválili sme Váš náhľad „${format}“ k zákazke „${task}“. Keď budú schválené všetky náhľady, nahláste, prosím, odoslanie na svojej stránke.`,
    changes: (_, task, format) =>
      `ďakujeme za Váš náhľad „${format}“ k zákazke „${task}“. Prosíme, upravte ho podľa popisu nižšie a nahrajte na svojej stránke novú verziu.`,
    'confirm-late': (order, task) =>
      `zatiaľ sme nedostali Vaše potvrdenie našej objednávky ${order} („${task}“). Prosíme, potvrďte ju na svojej stránke s Vaším číslom a plánovaným dátumom odoslania.`,
    'proof-late': (_, task, date) =>
      `plánovaný dátum odoslania zákazky „${task}“ je ${date} a Váš náhľad sme zatiaľ nedostali. Prosíme, nahrajte ho na svojej stránke.`,
  },
  comment: 'Náš komentár',
  order: 'Objednávka',
  format: 'Formát',
  shipDate: 'Plánované odoslanie',
  action: 'Otvoriť objednávku',
};

export const jobMailTexts: Record<Language, Texts> = { en, de, sk };
