import type { Language } from '../../../shared/languages.ts';

// The mails of a live reverse auction (docs/product.md#auctions), in each language a printshop reads
// (docs/glossary.md): the announcement to each bidder, and the result to each bidder at the end.
export type AuctionTexts = {
  subject: (task: string) => string;
  /** `when`: the start as the printshop's date and time; `minutes`: how long it runs. */
  intro: (task: string, when: string, minutes: number) => string;
  /** `percent`: the decrement in the printshop's number format. */
  rules: (percent: string) => string;
  softClose: string;
  action: string;
  resultSubject: (task: string) => string;
  /** `total`: its last total as money; `rank` of `of`. */
  result: (task: string, rank: number, of: number, total: string) => string;
  next: string;
  thanks: string;
};

const en: AuctionTexts = {
  subject: (task) => `Live auction: ${task}`,
  intro: (task, when, minutes) =>
    `thank you for your offer for “${task}”. We invite you to a live reverse auction on ${when}; it runs for ${minutes} minutes.`,
  rules: (percent) =>
    `Your offer is your starting bid. Each bid must be at least ${percent} % below your last total, delivery included.`,
  softClose: 'A bid in the last 2 minutes extends the auction by 2 minutes.',
  action: 'Open your page',
  resultSubject: (task) => `Auction result: ${task}`,
  result: (task, rank, of, total) =>
    `the live auction for “${task}” has ended. Your final total is ${total}: rank ${rank} of ${of}.`,
  next: 'Your last bid is your offer now. We will let you know our decision.',
  thanks: 'Thank you for taking part.',
};

const de: AuctionTexts = {
  subject: (task) => `Live-Auktion: ${task}`,
  intro: (task, when, minutes) =>
    `vielen Dank für Ihr Angebot zu „${task}“. Wir laden Sie zu einer Live-Auktion am ${when} ein; sie dauert ${minutes} Minuten.`,
  rules: (percent) =>
    `Ihr Angebot ist Ihr Startgebot. Jedes Gebot muss mindestens ${percent} % unter Ihrer letzten Gesamtsumme (mit Lieferung) liegen.`,
  softClose: 'Ein Gebot in den letzten 2 Minuten verlängert die Auktion um 2 Minuten.',
  action: 'Ihre Seite öffnen',
  resultSubject: (task) => `Auktionsergebnis: ${task}`,
  result: (task, rank, of, total) =>
    `die Live-Auktion zu „${task}“ ist beendet. Ihre letzte Gesamtsumme ist ${total}: Platz ${rank} von ${of}.`,
  next: 'Ihr letztes Gebot ist jetzt Ihr Angebot. Wir teilen Ihnen unsere Entscheidung mit.',
  thanks: 'Vielen Dank für Ihre Teilnahme.',
};

const sk: AuctionTexts = {
  subject: (task) => `Živá aukcia: ${task}`,
  intro: (task, when, minutes) =>
    `ďakujeme za Vašu ponuku k „${task}“. Pozývame Vás na živú reverznú aukciu dňa ${when}; potrvá ${minutes} minút.`,
  rules: (percent) =>
    `Vaša ponuka je Vaším úvodným príhozom. Každý príhoz musí byť aspoň o ${percent} % nižší ako Vaša posledná celková suma vrátane dopravy.`,
  softClose: 'Príhoz v posledných 2 minútach predĺži aukciu o 2 minúty.',
  action: 'Otvoriť Vašu stránku',
  resultSubject: (task) => `Výsledok aukcie: ${task}`,
  result: (task, rank, of, total) =>
    `živá aukcia k „${task}“ sa skončila. Vaša konečná celková suma je ${total}: ${rank}. miesto z ${of}.`,
  next: 'Váš posledný príhoz je teraz Vašou ponukou. O našom rozhodnutí Vás budeme informovať.',
  thanks: 'Ďakujeme za Vašu účasť.',
};

export const auctionTexts: Record<Language, AuctionTexts> = { en, de, sk };
