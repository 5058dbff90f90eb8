import type { StaffLanguage } from '../../../shared/languages.ts';

// The notification mails' frame in each staff language; the event lines are shared with the bell's list
// (src/shared/notification-texts.ts). Terms: docs/glossary.md.
export type NotificationMailTexts = {
  subject: (task: string) => string;
  intro: (task: string) => string;
  action: string;
  digestSubject: (day: string) => string;
  digestIntro: string;
  open: string;
  settings: string;
};

const en: NotificationMailTexts = {
  subject: (task) => `News on “${task}”`,
  intro: (task) => `About the task “${task}”:`,
  action: 'Open the task',
  digestSubject: (day) => `Your daily summary of ${day}`,
  digestIntro: 'What happened on your tasks since the last summary:',
  open: 'Open',
  settings: 'You receive these mails as chosen in your settings (Notifications).',
};

const de: NotificationMailTexts = {
  subject: (task) => `Neues zu „${task}“`,
  intro: (task) => `Zur Anfrage „${task}“:`,
  action: 'Zur Anfrage',
  digestSubject: (day) => `Ihre tägliche Zusammenfassung vom ${day}`,
  digestIntro: 'Was seit der letzten Zusammenfassung bei Ihren Anfragen geschah:',
  open: 'Öffnen',
  settings: 'Sie erhalten diese Mails wie in Ihren Einstellungen (Benachrichtigungen) gewählt.',
};

export const notificationMailTexts: Record<StaffLanguage, NotificationMailTexts> = { en, de };
