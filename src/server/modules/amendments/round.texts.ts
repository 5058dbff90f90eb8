import type { Language } from '../../../shared/languages.ts';

// The mails of a best-and-final round (docs/product.md#rounds), in each language a printshop reads
// (docs/glossary.md): to the printshops chosen for it, and to those it leaves out.
export type RoundTexts = {
  subject: (task: string) => string;
  /** `by`: the round's deadline in the printshop's date format. */
  intro: (task: string, by: string) => string;
  stands: string;
  message: string;
  action: string;
  outSubject: (task: string) => string;
  out: (task: string) => string;
  onRecord: string;
  /** To one that made no offer. */
  noMore: string;
  thanks: string;
};

const en: RoundTexts = {
  subject: (task) => `Final round: ${task}`,
  intro: (task, by) =>
    `thank you for your offer for “${task}”. You are among the printshops we ask for a best and final offer by ${by}.`,
  stands:
    'Final round: your offer stands unless you improve it. You may send one improved offer, or keep your offer as it is, on your page.',
  message: 'Our message',
  action: 'Open your page',
  outSubject: (task) => `Final round without your offer: ${task}`,
  out: (task) => `we have closed the offers for “${task}” and asked a shortlist of printshops for final offers.`,
  onRecord: 'You are not in the final round. Your offer stays on record.',
  noMore: 'The request takes no more offers.',
  thanks: 'Thank you for your interest.',
};

const de: RoundTexts = {
  subject: (task) => `Finalrunde: ${task}`,
  intro: (task, by) =>
    `vielen Dank für Ihr Angebot zu „${task}“. Sie gehören zu den Druckereien, die wir bis zum ${by} um ein letztes, bestes Angebot bitten.`,
  stands:
    'Finalrunde: Ihr Angebot gilt, wenn Sie es nicht verbessern. Auf Ihrer Seite können Sie ein verbessertes Angebot senden oder Ihr Angebot unverändert lassen.',
  message: 'Unsere Nachricht',
  action: 'Ihre Seite öffnen',
  outSubject: (task) => `Finalrunde ohne Ihr Angebot: ${task}`,
  out: (task) =>
    `wir haben die Angebotsabgabe für „${task}“ geschlossen und eine engere Auswahl von Druckereien um letzte Angebote gebeten.`,
  onRecord: 'Sie sind nicht in der Finalrunde. Ihr Angebot bleibt bei uns festgehalten.',
  noMore: 'Die Anfrage nimmt keine Angebote mehr an.',
  thanks: 'Vielen Dank für Ihr Interesse.',
};

const sk: RoundTexts = {
  subject: (task) => `Záverečné kolo: ${task}`,
  intro: (task, by) =>
    `ďakujeme za Vašu ponuku k „${task}“. Patríte medzi tlačiarne, ktoré do ${by} žiadame o najlepšiu konečnú ponuku.`,
  stands:
    'Záverečné kolo: Vaša ponuka platí, ak ju nezlepšíte. Na svojej stránke môžete poslať jednu zlepšenú ponuku alebo ponechať svoju ponuku bez zmeny.',
  message: 'Naša správa',
  action: 'Otvoriť Vašu stránku',
  outSubject: (task) => `Záverečné kolo bez Vašej ponuky: ${task}`,
  out: (task) => `uzavreli sme predkladanie ponúk k „${task}“ a požiadali užší výber tlačiarní o konečné ponuky.`,
  onRecord: 'Nie ste v záverečnom kole. Vaša ponuka zostáva v záznamoch.',
  noMore: 'Dopyt už neprijíma ďalšie ponuky.',
  thanks: 'Ďakujeme za Váš záujem.',
};

export const roundTexts: Record<Language, RoundTexts> = { en, de, sk };
