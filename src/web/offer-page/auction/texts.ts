import type { Language } from '../../../shared/languages.ts';

// A live reverse auction on the printshop's page, in its language (docs/glossary.md); loaded with the auction part
// only (docs/product.md#auctions).
export type AuctionTexts = {
  title: string;
  states: { scheduled: string; running: string; ended: string };
  /** `left`: "4:07" or "1:05:09". */
  startsIn: (left: string) => string;
  endsIn: (left: string) => string;
  ended: (at: string) => string;
  rules: (percent: string) => string;
  bidHint: string;
  rank: string;
  /** "2 of 5". */
  rankOf: (rank: number, of: number) => string;
  best: string;
  lastTotal: string;
  maxTotal: string;
  errors: Record<string, (maxTotal: string) => string>;
};

const en: AuctionTexts = {
  title: 'Live auction',
  states: { scheduled: 'Starts soon', running: 'Running', ended: 'Ended' },
  startsIn: (left) => `Starts in ${left}`,
  endsIn: (left) => `Ends in ${left}`,
  ended: (at) => `Ended: ${at}. Your last bid is your offer.`,
  rules: (percent) =>
    `Each bid must total at least ${percent} % less than your last total. A bid in the last 2 minutes extends the auction by 2 minutes.`,
  bidHint: 'To bid, lower your prices below and place your bid.',
  rank: 'Your rank',
  rankOf: (rank, of) => `${rank} of ${of}`,
  best: 'Best total',
  lastTotal: 'Your last total',
  maxTotal: 'Your next bid at most',
  errors: {
    BID_TOO_HIGH: (max) => `Your bid is too high: its total must be ${max} or less.`,
    AUCTION_NOT_STARTED: () => 'The auction has not started yet: bids are taken once it runs.',
    AUCTION_ENDED: () => 'The auction has ended: its last bids are the offers, and no more are taken.',
    NOT_IN_AUCTION: () => 'You are not in this auction: only the printshops invited to it may bid.',
    AUCTION_RUNNING: () => 'The auction is running: only the printshops in it may change their offers, by bidding.',
  },
};

const de: AuctionTexts = {
  title: 'Live-Auktion',
  states: { scheduled: 'Beginnt bald', running: 'Läuft', ended: 'Beendet' },
  startsIn: (left) => `Beginnt in ${left}`,
  endsIn: (left) => `Endet in ${left}`,
  ended: (at) => `Beendet: ${at}. Ihr letztes Gebot ist Ihr Angebot.`,
  rules: (percent) =>
    `Jedes Gebot muss in der Summe mindestens ${percent} % unter Ihrer letzten Summe liegen. Ein Gebot in den letzten 2 Minuten verlängert die Auktion um 2 Minuten.`,
  bidHint: 'Zum Bieten senken Sie unten Ihre Preise und geben Ihr Gebot ab.',
  rank: 'Ihr Rang',
  rankOf: (rank, of) => `${rank} von ${of}`,
  best: 'Beste Summe',
  lastTotal: 'Ihre letzte Summe',
  maxTotal: 'Ihr nächstes Gebot höchstens',
  errors: {
    BID_TOO_HIGH: (max) => `Ihr Gebot ist zu hoch: die Summe darf höchstens ${max} betragen.`,
    AUCTION_NOT_STARTED: () => 'Die Auktion hat noch nicht begonnen: Gebote werden angenommen, sobald sie läuft.',
    AUCTION_ENDED: () =>
      'Die Auktion ist beendet: ihre letzten Gebote sind die Angebote, weitere werden nicht angenommen.',
    NOT_IN_AUCTION: () =>
      'Sie nehmen an dieser Auktion nicht teil: nur die dazu eingeladenen Lieferanten können bieten.',
    AUCTION_RUNNING: () => 'Die Auktion läuft: nur die Lieferanten darin können ihr Angebot ändern, durch Gebote.',
  },
};

const sk: AuctionTexts = {
  title: 'Živá aukcia',
  states: { scheduled: 'Čoskoro začne', running: 'Prebieha', ended: 'Skončená' },
  startsIn: (left) => `Do začiatku zostáva ${left}`,
  endsIn: (left) => `Do konca zostáva ${left}`,
  ended: (at) => `Aukcia sa skončila: ${at}. Vaša posledná ponuka platí.`,
  rules: (percent) =>
    `Každá nová ponuka musí byť spolu aspoň o ${percent} % nižšia ako Vaša posledná. Ponuka v posledných 2 minútach predĺži aukciu o 2 minúty.`,
  bidHint: 'Ak chcete podať ponuku, znížte nižšie svoje ceny a podajte ponuku.',
  rank: 'Vaše poradie',
  rankOf: (rank, of) => `${rank}. z ${of}`,
  best: 'Najlepšia ponuka spolu',
  lastTotal: 'Vaša posledná ponuka spolu',
  maxTotal: 'Vaša ďalšia ponuka najviac',
  errors: {
    BID_TOO_HIGH: (max) => `Vaša ponuka je príliš vysoká: spolu môže byť najviac ${max}.`,
    AUCTION_NOT_STARTED: () => 'Aukcia sa ešte nezačala: ponuky sa prijímajú, až keď prebieha.',
    AUCTION_ENDED: () => 'Aukcia sa skončila: jej posledné ponuky platia a ďalšie sa už neprijímajú.',
    NOT_IN_AUCTION: () =>
      'Nie ste účastníkom tejto aukcie: ponuky môžu podávať len dodávatelia, ktorí boli do nej pozvaní.',
    AUCTION_RUNNING: () => 'Prebieha aukcia: svoje ponuky môžu meniť len dodávatelia v aukcii, a to podaním ponuky.',
  },
};

export const auctionTexts: Record<Language, AuctionTexts> = { en, de, sk };
