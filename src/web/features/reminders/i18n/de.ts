import type { RemindersTexts } from './en.ts';

export const de: RemindersTexts = {
  reminders: {
    title: 'Erinnerungen',
    intro: 'Jede Erinnerung geht höchstens einmal je Stand der Anfrage an einen Lieferanten, in seiner Sprache.',
    before: 'Vor der Angebotsfrist erinnern',
    beforeHelp:
      'An jeden eingeladenen Lieferanten, der noch nicht geantwortet hat (weder Angebot noch „Kein Angebot“), und an die, die Preise geänderter Formate bestätigen sollen.',
    beforeDays: 'Tage vor der Frist',
    unopened: 'Nachfragen „Ist unsere Anfrage angekommen?“',
    unopenedHelp: 'An jeden Lieferanten, der seine Einladung nicht geöffnet hat.',
    unopenedDays: 'Tage nach der Einladung',
    save: 'Erinnerungen speichern',
    saved: 'Erinnerungen gespeichert',
    sendNow: 'Jetzt erinnern',
    sendTitle: 'Jetzt eine Erinnerung senden?',
    sendText_one:
      'Die Erinnerung geht an 1 Lieferanten, auf den wir noch warten: ohne Antwort oder mit Preisen zur Bestätigung.',
    sendText_other:
      'Die Erinnerung geht an {{count}} Lieferanten, auf die wir noch warten: ohne Antwort oder mit Preisen zur Bestätigung.',
    confirmText_one: 'Die Erinnerung geht an 1 Lieferanten und nennt die Formate, deren Preise er bestätigen soll.',
    confirmText_other:
      'Die Erinnerung geht an {{count}} Lieferanten; jeder erfährt, für welche Formate er seine Preise bestätigen soll.',
    waitingTitle_one: '1 Bestätigung ausstehend',
    waitingTitle_other: '{{count}} Bestätigungen ausstehend',
    waitingFor: 'zu bestätigen: {{formats}}',
    remindConfirm_one: '1 Lieferanten an die Bestätigung erinnern',
    remindConfirm_other: '{{count}} Lieferanten an die Bestätigung erinnern',
    send: 'Erinnerung senden',
    nobody:
      'Jeder eingeladene Lieferant hat geantwortet (Angebot oder „Kein Angebot“), und kein Preis wartet auf Bestätigung: niemand zu erinnern.',
    sent_one: 'Erinnerung an 1 Lieferanten gesendet',
    sent_other: 'Erinnerung an {{count}} Lieferanten gesendet',
  },
};
