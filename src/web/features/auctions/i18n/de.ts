import type { en } from './en.ts';

/** Die deutschen Texte der Auktion (Namensraum `auction`). */
export const de: typeof en = {
  action: {
    open: 'Auktion…',
    title: 'Rückwärtsauktion ansetzen',
    text: 'Die Lieferanten mit vollständigem Angebot bieten live gegeneinander: jedes Gebot muss die eigene letzte Summe mindestens um den Abschlag unterbieten. Sie erhalten Zeit und Regeln jetzt per Mail.',
    startsAt: 'Beginn',
    startsAtHelp: 'Jetzt oder später, innerhalb von 30 Tagen.',
    minutes: 'Dauer in Minuten',
    minutesHelp: '5 bis 120; ein Gebot in den letzten 2 Minuten verlängert um 2 Minuten.',
    decrementPercent: 'Abschlag in %',
    decrementHelp: 'Um wie viel jedes Gebot unter der eigenen letzten Summe liegen muss: 0,1 bis 20.',
    visibility: 'Was jeder Lieferant sieht',
    rank: 'Nur seinen Rang',
    best: 'Die beste Summe',
    confirm: 'Auktion ansetzen',
    done: 'Auktion angesetzt: die Lieferanten erhalten eine Mail',
  },
  problems: {
    required: 'Bitte einen Wert eingeben.',
    past: 'Der Beginn liegt in der Vergangenheit.',
    tooFar: 'Bitte innerhalb von 30 Tagen beginnen.',
    minutes: 'Bitte ganze Minuten von 5 bis 120 eingeben.',
    decrement: 'Bitte 0,1 bis 20 eingeben, höchstens eine Nachkommastelle.',
  },
  errors: {
    AUCTION_EXISTS: 'Diese Anfrage hat schon eine Auktion: es gibt eine je Anfrage.',
    NO_COMPLETE_OFFERS:
      'Noch kein eingeladener Lieferant hat ein vollständiges Angebot: eine Auktion braucht mindestens einen, der bietet.',
    TASK_SEALED: 'Die Angebote sind bis zur Öffnung verdeckt: eine Auktion ist erst nach der Öffnung möglich.',
  },
  panel: {
    title: 'Rückwärtsauktion',
    states: { scheduled: 'Angesetzt', running: 'Läuft', ended: 'Beendet' },
    startsIn: 'Beginnt in {{left}}',
    endsIn: 'Endet in {{left}}',
    ended: 'Beendet: {{at}}',
    facts:
      '{{minutes}} Minuten ab {{at}} · je Gebot mindestens {{percent}} % niedriger · Lieferanten sehen {{visibility}}',
    seeRank: 'ihren Rang',
    seeBest: 'die beste Summe',
    table: 'Lieferanten in der Auktion',
    rank: 'Rang',
    supplier: 'Lieferant',
    startTotal: 'Startsumme',
    lastTotal: 'Letzte Summe',
    bids: 'Gebote',
    chart: 'Gebote im Zeitverlauf',
    time: 'Zeit',
    loadFailed: 'Die Auktion konnte nicht geladen werden.',
  },
};
