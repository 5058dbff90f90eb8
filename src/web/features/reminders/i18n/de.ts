import type { RemindersTexts } from './en.ts';

export const de: RemindersTexts = {
  reminders: {
    title: 'Erinnerungen',
    intro: 'Jede Erinnerung geht höchstens einmal je Stand der Anfrage an einen Lieferanten, in seiner Sprache.',
    before: 'Vor der Angebotsfrist erinnern',
    beforeHelp: 'An jeden eingeladenen Lieferanten, der weder ein Angebot abgegeben noch abgesagt hat.',
    beforeDays: 'Tage vor der Frist',
    unopened: 'Nachfragen „Ist unsere Anfrage angekommen?“',
    unopenedHelp: 'An jeden Lieferanten, der seine Einladung nicht geöffnet hat.',
    unopenedDays: 'Tage nach der Einladung',
    save: 'Erinnerungen speichern',
    saved: 'Erinnerungen gespeichert',
    sendNow: 'Jetzt erinnern',
    sendTitle: 'Jetzt eine Erinnerung senden?',
    sendText_one: 'Die Erinnerung geht an 1 Lieferanten, der weder ein Angebot abgegeben noch abgesagt hat.',
    sendText_other:
      'Die Erinnerung geht an {{count}} Lieferanten, die weder ein Angebot abgegeben noch abgesagt haben.',
    send: 'Erinnerung senden',
    nobody: 'Jeder eingeladene Lieferant hat ein Angebot abgegeben oder abgesagt: niemand zu erinnern.',
    sent_one: 'Erinnerung an 1 Lieferanten gesendet',
    sent_other: 'Erinnerung an {{count}} Lieferanten gesendet',
  },
};
