import type { en } from './en.ts';

/** The Dashboard's German texts. */
export const de: typeof en = {
  title: 'Dashboard',
  empty: {
    title: 'Keine offenen Anfragen',
    hint: 'Legen Sie unter „Anfragen“ eine Anfrage an und senden Sie sie an Lieferanten: Jede offene Anfrage erscheint hier mit ihren Angeboten.',
    action: 'Zu den Anfragen',
  },
  loadFailed: 'Das Dashboard konnte nicht geladen werden.',
  deadline: {
    none: 'Keine Frist',
    expired: 'abgelaufen',
    today: 'heute',
    one: 'noch 1 Tag',
    many: 'noch {{count}} Tage',
    date: 'Angebotsfrist {{date}}',
  },
  lowest: 'Niedrigstes Angebot inkl. Lieferkosten',
  offers: {
    one: '1 Angebot',
    many: '{{count}} Angebote',
    none: 'Noch keine Angebote',
    notSent: 'Noch nicht an Lieferanten versendet',
  },
  noComplete: 'Noch kein Angebot für alle Formate',
  partial: '{{name}} (Teilangebot)',
  questions_one: '1 unbeantwortete Frage',
  questions_other: '{{count}} unbeantwortete Fragen',
  sealed_one: 'Verdeckte Angebote, Öffnung am {{date}} · 1 Angebot',
  sealed_other: 'Verdeckte Angebote, Öffnung am {{date}} · {{count}} Angebote',
  chart: 'Angebote je Lieferant',
  open: 'Anfrage öffnen',
  more: 'Weitere Anfragen anzeigen',
};
