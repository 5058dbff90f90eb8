import type { NotificationsTexts } from './en.ts';

export const de: NotificationsTexts = {
  bell: {
    label_zero: 'Benachrichtigungen, keine ungelesen',
    label_one: 'Benachrichtigungen, 1 ungelesen',
    label_other: 'Benachrichtigungen, {{count}} ungelesen',
    title: 'Benachrichtigungen',
    readAll: 'Alle als gelesen markieren',
    empty: 'Noch keine Benachrichtigungen. Hier erscheint, was bei Ihren oder beobachteten Anfragen geschieht.',
    loadFailed: 'Die Benachrichtigungen konnten nicht geladen werden.',
    unread: 'Ungelesen',
  },
  watch: {
    label: 'Anfrage beobachten',
    help: 'Mich über Fragen, Angebote, „Kein Angebot“, die Frist und unzustellbare Mails benachrichtigen.',
  },
  settings: {
    title: 'Benachrichtigungen',
    intro: 'Was bei Ihren oder beobachteten Anfragen geschieht, steht immer unter der Glocke. Per Mail:',
    instant: 'Jede sofort',
    digest:
      'Eine tägliche Zusammenfassung um 08:00 (Fragen und unzustellbare Einladungen und Aufträge weiterhin sofort)',
    none: 'Keine Mails',
    saved: 'Benachrichtigungen gespeichert',
  },
};
