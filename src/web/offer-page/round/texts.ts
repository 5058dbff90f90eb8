import type { Language } from '../../../shared/languages.ts';

// A best-and-final round on the printshop's page, in its language (docs/glossary.md); loaded with the round part
// only (docs/product.md#rounds).
export type RoundTexts = {
  title: string;
  /** `by`: the round's deadline in the printshop's date format. */
  deadline: (by: string) => string;
  earlier: string;
  total: string;
  keep: string;
  keeping: string;
  /** How to improve: the form below the banner. */
  improveHint: string;
  keepHint: string;
  kept: string;
  improved: string;
  /** Above the buyer's message to the printshops in the round. */
  message: string;
  outTitle: string;
  /** `on`: the day the printshop's round closed, in its date format. */
  closedOn: (on: string) => string;
  out: string;
  errors: Record<string, string>;
};

const en: RoundTexts = {
  title: 'Final round: your offer stands unless you improve it',
  deadline: (by) => `You may send one improved offer, or keep your offer as it is, until ${by}.`,
  earlier: 'Your prices in round 1',
  total: 'Total',
  keep: 'Keep my offer',
  keeping: 'Sending…',
  improveHint: 'To improve it, change your prices below and send your offer; that is your one answer, too.',
  keepHint: 'Keeping your offer is your answer to the final round: you cannot change it afterwards.',
  kept: 'You kept your offer. It is your answer to the final round.',
  improved: 'You sent your improved offer. It is your answer to the final round.',
  message: 'The buyer’s message',
  outTitle: 'You are not in the final round',
  closedOn: (on) => `Offers closed on ${on}.`,
  out: 'The buyer asked a shortlist of printshops for final offers. Your offer stays on record.',
  errors: {
    ROUND_CLOSED: 'This round is closed: the buyer asked a shortlist for final offers. Your offer stays on record.',
    ROUND_ANSWERED: 'You have answered the final round already; your answer stands.',
    OFFER_EXPIRED: 'The final round’s deadline has passed.',
    OTHER: 'Something went wrong. Please try again.',
  },
};

const de: RoundTexts = {
  title: 'Finalrunde: Ihr Angebot gilt, wenn Sie es nicht verbessern',
  deadline: (by) => `Bis zum ${by} können Sie ein verbessertes Angebot senden oder Ihr Angebot unverändert lassen.`,
  earlier: 'Ihre Preise in Runde 1',
  total: 'Summe',
  keep: 'Mein Angebot beibehalten',
  keeping: 'Wird gesendet…',
  improveHint: 'Zum Verbessern ändern Sie unten Ihre Preise und senden Ihr Angebot; auch das ist Ihre einzige Antwort.',
  keepHint: 'Das Beibehalten ist Ihre Antwort auf die Finalrunde: danach können Sie es nicht mehr ändern.',
  kept: 'Sie haben Ihr Angebot beibehalten. Das ist Ihre Antwort auf die Finalrunde.',
  improved: 'Sie haben Ihr verbessertes Angebot gesendet. Das ist Ihre Antwort auf die Finalrunde.',
  message: 'Nachricht des Einkäufers',
  outTitle: 'Sie sind nicht in der Finalrunde',
  closedOn: (on) => `Die Angebotsabgabe wurde am ${on} geschlossen.`,
  out: 'Der Einkäufer hat eine engere Auswahl von Druckereien um letzte Angebote gebeten. Ihr Angebot bleibt festgehalten.',
  errors: {
    ROUND_CLOSED:
      'Diese Runde ist geschlossen: der Einkäufer hat eine engere Auswahl um letzte Angebote gebeten. Ihr Angebot bleibt festgehalten.',
    ROUND_ANSWERED: 'Sie haben auf die Finalrunde schon geantwortet; Ihre Antwort gilt.',
    OFFER_EXPIRED: 'Die Frist der Finalrunde ist abgelaufen.',
    OTHER: 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',
  },
};

const sk: RoundTexts = {
  title: 'Záverečné kolo: Vaša ponuka platí, ak ju nezlepšíte',
  deadline: (by) => `Do ${by} môžete poslať jednu zlepšenú ponuku alebo ponechať svoju ponuku bez zmeny.`,
  earlier: 'Vaše ceny v 1. kole',
  total: 'Spolu',
  keep: 'Ponechať moju ponuku',
  keeping: 'Odosiela sa…',
  improveHint: 'Ak ju chcete zlepšiť, zmeňte nižšie svoje ceny a odošlite ponuku; aj to je Vaša jediná odpoveď.',
  keepHint: 'Ponechanie ponuky je Vaša odpoveď na záverečné kolo: potom ju už nemôžete zmeniť.',
  kept: 'Ponechali ste svoju ponuku. Je to Vaša odpoveď na záverečné kolo.',
  improved: 'Poslali ste zlepšenú ponuku. Je to Vaša odpoveď na záverečné kolo.',
  message: 'Správa odberateľa',
  outTitle: 'Nie ste v záverečnom kole',
  closedOn: (on) => `Predkladanie ponúk sa skončilo ${on}.`,
  out: 'Odberateľ požiadal užší výber tlačiarní o konečné ponuky. Vaša ponuka zostáva v záznamoch.',
  errors: {
    ROUND_CLOSED:
      'Toto kolo je uzavreté: odberateľ požiadal užší výber o konečné ponuky. Vaša ponuka zostáva v záznamoch.',
    ROUND_ANSWERED: 'Na záverečné kolo ste už odpovedali; Vaša odpoveď platí.',
    OFFER_EXPIRED: 'Termín záverečného kola uplynul.',
    OTHER: 'Niečo sa pokazilo. Skúste to prosím znova.',
  },
};

export const roundTexts: Record<Language, RoundTexts> = { en, de, sk };
