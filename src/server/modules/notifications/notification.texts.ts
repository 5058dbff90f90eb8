import type { StaffLanguage } from '../../../shared/languages.ts';
import type { NotificationKind } from '../../../shared/notification-kinds.ts';

// The notification mails' frame in each staff language; the event lines are shared with the bell's list
// (src/shared/notification-texts.ts). Terms: docs/glossary.md.
export type NotificationMailTexts = {
  /**
   * What happened (the task follows): a buyer sorts her inbox by the subject. The printshop is null when it was
   * deleted since.
   */
  subject: Record<NotificationKind, (shop: string | null) => string>;
  intro: (task: string) => string;
  action: string;
  digestSubject: (day: string, events: number, tasks: number) => string;
  digestIntro: string;
  open: string;
  settings: string;
};

const en: NotificationMailTexts = {
  subject: {
    question: (shop) => (shop ? `Question from ${shop}` : 'Question from a printshop'),
    decline: (shop) => `${shop ?? 'A printshop'} declines to offer`,
    offer: (shop) => (shop ? `New offer from ${shop}` : 'New offer'),
    reconfirmed: (shop) => (shop ? `Offer confirmed by ${shop}` : 'Offer confirmed'),
    deadline: () => 'Offer deadline passed',
    undelivered: (shop) => (shop ? `Invitation to ${shop} not delivered` : 'Invitation not delivered'),
    'order-undelivered': (shop) => (shop ? `Order to ${shop} not delivered` : 'Order not delivered'),
    reminders: () => 'Reminders sent',
    approval: () => 'Award to approve',
    'approval-rejected': () => 'Award not approved',
    'approval-withdrawn': () => 'Approval request withdrawn',
    invoice: (shop) => `Invoice from ${shop ?? 'a printshop'}`,
    'order-confirmed': (shop) => (shop ? `Order confirmed by ${shop}` : 'Order confirmed'),
    'proof-uploaded': (shop) => (shop ? `Proof to approve from ${shop}` : 'Proof to approve'),
    shipped: (shop) => (shop ? `Order shipped by ${shop}` : 'Order shipped'),
    'proof-approved': (shop) => (shop ? `Proof of ${shop} approved` : 'Proof approved'),
    'proof-changes': (shop) => (shop ? `Changes asked of ${shop}’s proof` : 'Changes to a proof asked for'),
  },
  intro: (task) => `About the task “${task}”:`,
  action: 'Open the task',
  digestSubject: (day, events, tasks) =>
    `Your daily summary of ${day}: ${events === 1 ? '1 event' : `${events} events`} on ${tasks === 1 ? '1 task' : `${tasks} tasks`}`,
  digestIntro: 'What happened on your tasks since the last summary:',
  open: 'Open',
  settings: 'You receive these mails as chosen in your settings (Notifications).',
};

const de: NotificationMailTexts = {
  subject: {
    question: (shop) => (shop ? `Frage von ${shop}` : 'Frage eines Lieferanten'),
    decline: (shop) => (shop ? `Absage von ${shop}` : 'Absage eines Lieferanten'),
    offer: (shop) => (shop ? `Neues Angebot von ${shop}` : 'Neues Angebot'),
    reconfirmed: (shop) => (shop ? `Angebot bestätigt von ${shop}` : 'Angebot bestätigt'),
    deadline: () => 'Angebotsfrist abgelaufen',
    undelivered: (shop) => (shop ? `Einladung an ${shop} nicht zugestellt` : 'Einladung nicht zugestellt'),
    'order-undelivered': (shop) => (shop ? `Auftrag an ${shop} nicht zugestellt` : 'Auftrag nicht zugestellt'),
    reminders: () => 'Erinnerungen verschickt',
    approval: () => 'Zuschlag zur Freigabe',
    'approval-rejected': () => 'Zuschlag nicht freigegeben',
    'approval-withdrawn': () => 'Freigabeanfrage zurückgezogen',
    invoice: (shop) => `Rechnung von ${shop ?? 'einem Lieferanten'}`,
    'order-confirmed': (shop) => (shop ? `Auftrag bestätigt von ${shop}` : 'Auftrag bestätigt'),
    'proof-uploaded': (shop) => (shop ? `Proof zur Freigabe von ${shop}` : 'Proof zur Freigabe'),
    shipped: (shop) => (shop ? `Auftrag versandt von ${shop}` : 'Auftrag versandt'),
    'proof-approved': (shop) => (shop ? `Proof von ${shop} freigegeben` : 'Proof freigegeben'),
    'proof-changes': (shop) => (shop ? `Änderungen am Proof von ${shop} erbeten` : 'Änderungen am Proof erbeten'),
  },
  intro: (task) => `Zur Anfrage „${task}“:`,
  action: 'Zur Anfrage',
  digestSubject: (day, events, tasks) =>
    `Ihre tägliche Zusammenfassung vom ${day}: ${events === 1 ? '1 Ereignis' : `${events} Ereignisse`} zu ${tasks === 1 ? '1 Anfrage' : `${tasks} Anfragen`}`,
  digestIntro: 'Was seit der letzten Zusammenfassung bei Ihren Anfragen geschah:',
  open: 'Öffnen',
  settings: 'Sie erhalten diese Mails wie in Ihren Einstellungen (Benachrichtigungen) gewählt.',
};

export const notificationMailTexts: Record<StaffLanguage, NotificationMailTexts> = { en, de };
