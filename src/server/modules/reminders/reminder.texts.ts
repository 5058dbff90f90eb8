import type { Language } from '../../../shared/languages.ts';

// The reminder mails' texts, in each language a printshop reads (docs/glossary.md: Erinnerung, Anfrage,
// Angebotsfrist; Pripomienka, Dopyt).
export type ReminderTexts = {
  deadline: string;
  action: string;
  /** Before the deadline, to those who neither offered nor declined. */
  subject: (task: string, date: string) => string;
  due: (task: string, date: string) => string;
  noOffer: string;
  decline: string;
  /** Before the deadline, to those whose prices for changed formats wait to be confirmed (`formats`: a list). */
  confirmSubject: (task: string, date: string) => string;
  confirm: (formats: string, count: number) => string;
  /** After an invitation nobody opened. */
  unopenedSubject: (task: string) => string;
  unopened: (task: string) => string;
  unopenedAsk: string;
};

const en: ReminderTexts = {
  deadline: 'Offer deadline',
  action: 'Enter your offer',
  subject: (task, date) => `Reminder: offers for “${task}” are due on ${date}`,
  due: (task, date) => `a friendly reminder: offers for our request for quotation “${task}” are due on ${date}.`,
  noOffer: 'We have not received an offer from you yet and would be glad to have one.',
  decline: 'If you would rather not offer this time, please let us know on your page (“Decline to offer”).',
  confirmSubject: (task, date) => `Please confirm your prices for “${task}” by ${date}`,
  confirm: (formats, count) =>
    `Since your offer we have changed ${formats}: please confirm or update your ${count === 1 ? 'price' : 'prices'} on your page. Until then ${count === 1 ? 'it does' : 'they do'} not count; your other prices stay as they are.`,
  unopenedSubject: (task) => `Did you receive our request? ${task}`,
  unopened: (task) => `a few days ago we sent you our request for quotation “${task}”.`,
  unopenedAsk: 'It seems not to have been opened yet: did it reach you? The link below opens your page.',
};

const de: ReminderTexts = {
  deadline: 'Angebotsfrist',
  action: 'Angebot abgeben',
  subject: (task, date) => `Erinnerung: Angebote für „${task}“ bis ${date}`,
  due: (task, date) => `wir möchten Sie daran erinnern: Die Angebotsfrist unserer Anfrage „${task}“ endet am ${date}.`,
  noOffer: 'Wir haben von Ihnen noch kein Angebot erhalten und würden uns über Ihr Angebot freuen.',
  decline:
    'Falls Sie diesmal kein Angebot abgeben möchten, teilen Sie uns das bitte auf Ihrer Seite mit („Kein Angebot abgeben“).',
  confirmSubject: (task, date) => `Bitte bestätigen Sie Ihre Preise für „${task}“ bis ${date}`,
  confirm: (formats, count) =>
    `Seit Ihrem Angebot haben wir ${formats} geändert: Bitte bestätigen oder ändern Sie ${count === 1 ? 'Ihren Preis' : 'Ihre Preise'} dafür auf Ihrer Seite. Bis dahin ${count === 1 ? 'zählt er' : 'zählen sie'} nicht; Ihre übrigen Preise bleiben, wie sie sind.`,
  unopenedSubject: (task) => `Haben Sie unsere Anfrage erhalten? ${task}`,
  unopened: (task) => `vor einigen Tagen haben wir Ihnen unsere Anfrage „${task}“ gesendet.`,
  unopenedAsk:
    'Sie scheint noch nicht geöffnet worden zu sein: Ist sie bei Ihnen angekommen? Der Link unten öffnet Ihre Seite.',
};

const sk: ReminderTexts = {
  deadline: 'Termín na predloženie ponuky',
  action: 'Zadať ponuku',
  subject: (task, date) => `Pripomienka: ponuky na „${task}“ do ${date}`,
  due: (task, date) =>
    `dovoľujeme si Vám pripomenúť, že termín na predloženie ponuky k nášmu dopytu „${task}“ uplynie ${date}.`,
  noOffer: 'Zatiaľ sme od Vás ponuku nedostali a budeme radi, ak nám ju pošlete.',
  decline:
    'Ak tentoraz ponuku predložiť nechcete, dajte nám to, prosím, vedieť na svojej stránke („Nepredložiť ponuku“).',
  confirmSubject: (task, date) => `Prosíme, potvrďte svoje ceny k dopytu „${task}“ do ${date}`,
  confirm: (formats, count) =>
    `Od Vašej ponuky sme zmenili ${formats}: prosíme, potvrďte alebo upravte ${count === 1 ? 'svoju cenu' : 'svoje ceny'} na svojej stránke. Dovtedy sa ${count === 1 ? 'nezapočítava' : 'nezapočítavajú'}; Vaše ostatné ceny zostávajú, ako sú.`,
  unopenedSubject: (task) => `Dostali ste náš dopyt? ${task}`,
  unopened: (task) => `pred niekoľkými dňami sme Vám poslali náš dopyt „${task}“.`,
  unopenedAsk: 'Zdá sa, že ešte nebol otvorený: dostali ste ho? Odkaz nižšie otvorí Vašu stránku.',
};

export const reminderTexts: Record<Language, ReminderTexts> = { en, de, sk };
