import type { Language } from '../../../shared/languages.ts';

// The amendment and cancellation mails' texts, in each language a printshop reads (docs/glossary.md). The
// change lines are src/shared/change-line.ts's, word for word as the printshop's page shows them.
export type AmendmentTexts = {
  subject: (task: string) => string;
  intro: (task: string, revision: number) => string;
  message: string;
  /**
   * What the amendment means for the printshop's offer, by where it stands (docs/product.md#amendments): the
   * prices to confirm name their formats (`formats`: a list in the printshop's language, `count` of them); `others`:
   * it has prices that stay valid.
   */
  confirm: (formats: string, count: number, others: boolean) => string;
  stays: string;
  stillStale: (formats: string, count: number, others: boolean) => string;
  /** `by`: the offer deadline in the printshop's date format, null without one. */
  invite: (by: string | null) => string;
  mayStill: (by: string | null) => string;
  action: string;
  cancelSubject: (task: string) => string;
  cancelled: (task: string) => string;
  thanks: string;
};

const en: AmendmentTexts = {
  subject: (task) => `Amendment to the request for quotation: ${task}`,
  intro: (task, revision) => `we have changed our request for quotation “${task}” (revision ${revision}):`,
  message: 'Our message',
  confirm: (formats, count, others) =>
    `Please confirm or update your ${count === 1 ? 'price' : 'prices'} for ${formats} on your page.` +
    (others ? ' Your other prices stay valid.' : ''),
  stays: 'Your offer stays valid.',
  stillStale: (formats, count, others) =>
    `Your ${count === 1 ? 'price' : 'prices'} for ${formats} still ${count === 1 ? 'waits' : 'wait'} for your confirmation on your page.` +
    (others ? ' Your other prices stay valid.' : ''),
  invite: (by) => `Please make your offer on your page${by ? ` by ${by}` : ''}.`,
  mayStill: (by) =>
    `You declined to offer; if you wish, you may still make an offer on your page${by ? ` by ${by}` : ''}.`,
  action: 'Open your page',
  cancelSubject: (task) => `Request for quotation cancelled: ${task}`,
  cancelled: (task) => `we have cancelled our request for quotation “${task}”; no order will be placed.`,
  thanks: 'Thank you for your time and effort.',
};

const de: AmendmentTexts = {
  subject: (task) => `Änderung der Anfrage: ${task}`,
  intro: (task, revision) => `wir haben unsere Anfrage „${task}“ geändert (Stand ${revision}):`,
  message: 'Unsere Nachricht',
  confirm: (formats, count, others) =>
    `Bitte bestätigen oder ändern Sie ${count === 1 ? 'Ihren Preis' : 'Ihre Preise'} für ${formats} auf Ihrer Seite.` +
    (others ? ' Ihre übrigen Preise bleiben gültig.' : ''),
  stays: 'Ihr Angebot bleibt gültig.',
  stillStale: (formats, count, others) =>
    `${count === 1 ? 'Ihr Preis' : 'Ihre Preise'} für ${formats} ${count === 1 ? 'ist' : 'sind'} noch auf Ihrer Seite zu bestätigen.` +
    (others ? ' Ihre übrigen Preise bleiben gültig.' : ''),
  invite: (by) => `Bitte geben Sie Ihr Angebot${by ? ` bis zum ${by}` : ''} auf Ihrer Seite ab.`,
  mayStill: (by) =>
    `Sie haben auf ein Angebot verzichtet; wenn Sie möchten, können Sie${by ? ` bis zum ${by}` : ''} doch noch eines auf Ihrer Seite abgeben.`,
  action: 'Zu Ihrer Seite',
  cancelSubject: (task) => `Anfrage aufgehoben: ${task}`,
  cancelled: (task) => `wir haben unsere Anfrage „${task}“ aufgehoben; ein Auftrag wird nicht erteilt.`,
  thanks: 'Vielen Dank für Ihre Zeit und Mühe.',
};

const sk: AmendmentTexts = {
  subject: (task) => `Zmena dopytu: ${task}`,
  intro: (task, revision) => `zmenili sme náš dopyt „${task}“ (verzia ${revision}):`,
  message: 'Naša správa',
  confirm: (formats, count, others) =>
    `Prosíme, potvrďte alebo upravte ${count === 1 ? 'svoju cenu' : 'svoje ceny'} za ${formats} na svojej stránke.` +
    (others ? ' Vaše ostatné ceny zostávajú platné.' : ''),
  stays: 'Vaša ponuka zostáva platná.',
  stillStale: (formats, count, others) =>
    `${count === 1 ? 'Vaša cena' : 'Vaše ceny'} za ${formats} ešte ${count === 1 ? 'čaká' : 'čakajú'} na potvrdenie na svojej stránke.` +
    (others ? ' Vaše ostatné ceny zostávajú platné.' : ''),
  invite: (by) => `Prosíme, predložte svoju ponuku na svojej stránke${by ? ` do ${by}` : ''}.`,
  mayStill: (by) =>
    `Rozhodli ste sa nepredložiť ponuku; ak si to želáte, môžete ju na svojej stránke predložiť ${by ? `ešte do ${by}` : 'aj teraz'}.`,
  action: 'Otvoriť Vašu stránku',
  cancelSubject: (task) => `Dopyt zrušený: ${task}`,
  cancelled: (task) => `náš dopyt „${task}“ sme zrušili; objednávka nebude zadaná.`,
  thanks: 'Ďakujeme Vám za Váš čas a námahu.',
};

export const amendmentTexts: Record<Language, AmendmentTexts> = { en, de, sk };
