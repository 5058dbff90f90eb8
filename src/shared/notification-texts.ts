import type { StaffLanguage } from './languages.ts';
import type { NotificationKind } from './notification-kinds.ts';

/** What a notification says, the same in the bell's list and in the mails (docs/glossary.md's terms). */
export type NotificationFacts = {
  kind: NotificationKind;
  supplierName: string | null;
  count: number | null;
  /**
   * Who asked for an approval (also of one withdrawn); why an award was not approved; the printshop's reference
   * of a confirmed order, the carrier of a shipment, the format of a proof (whose version is `count`).
   */
  message?: string | null;
};

type Line = (shop: string, count: number, message: string) => string;

const en: Record<NotificationKind, Line> = {
  question: (shop) => `${shop} asked a question.`,
  decline: (shop) => `${shop} declined to offer.`,
  offer: (shop) => `${shop} sent an offer.`,
  reconfirmed: (shop) => `${shop} confirmed its offer for the amended request.`,
  deadline: (_, n) =>
    n === 1
      ? 'The deadline has passed with 1 current offer: ready to award.'
      : `The deadline has passed with ${n} current offers${n > 0 ? ': ready to award' : ''}.`,
  undelivered: (shop) => `The invitation to ${shop} could not be delivered.`,
  'order-undelivered': (shop) => `The order to ${shop} could not be delivered: tell them another way.`,
  reminders: (_, n) =>
    n === 1 ? 'A reminder run finished: 1 reminder sent.' : `A reminder run finished: ${n} reminders sent.`,
  approval: (_, __, who) => `${who} asks for approval of an award above the limit.`,
  'approval-rejected': (_, __, why) => `Your award was not approved: ${why}`,
  'approval-withdrawn': (_, __, who) => `The task was cancelled: the award ${who} asked you to approve is withdrawn.`,
  'order-confirmed': (shop, _, ref) => `${shop} confirmed the order (reference ${ref}).`,
  'proof-uploaded': (shop, version, format) => `${shop} sent a proof of ${format} (version ${version}): to approve.`,
  shipped: (shop, _, carrier) => `${shop} shipped the order (${carrier}).`,
  'proof-approved': (shop, version, format) => `The proof of ${format} by ${shop} (version ${version}) was approved.`,
  'proof-changes': (shop, version, format) =>
    `Changes to the proof of ${format} by ${shop} (version ${version}) were asked for.`,
};

const de: Record<NotificationKind, Line> = {
  question: (shop) => `${shop} hat eine Frage gestellt.`,
  decline: (shop) => `${shop} gibt kein Angebot ab.`,
  offer: (shop) => `${shop} hat ein Angebot abgegeben.`,
  reconfirmed: (shop) => `${shop} hat sein Angebot für die geänderte Anfrage bestätigt.`,
  deadline: (_, n) =>
    n === 1
      ? 'Die Frist ist abgelaufen, mit 1 gültigen Angebot: bereit zur Vergabe.'
      : `Die Frist ist abgelaufen, mit ${n} gültigen Angeboten${n > 0 ? ': bereit zur Vergabe' : ''}.`,
  undelivered: (shop) => `Die Einladung an ${shop} konnte nicht zugestellt werden.`,
  'order-undelivered': (shop) =>
    `Der Auftrag an ${shop} konnte nicht zugestellt werden: bitte auf anderem Weg mitteilen.`,
  reminders: (_, n) =>
    n === 1 ? 'Erinnerungen verschickt: 1 Erinnerung.' : `Erinnerungen verschickt: ${n} Erinnerungen.`,
  approval: (_, __, who) => `${who} bittet um Freigabe eines Zuschlags über dem Limit.`,
  'approval-rejected': (_, __, why) => `Ihr Zuschlag wurde nicht freigegeben: ${why}`,
  'approval-withdrawn': (_, __, who) =>
    `Die Anfrage wurde aufgehoben: Der Zuschlag, für den ${who} um Ihre Freigabe gebeten hat, ist zurückgezogen.`,
  'order-confirmed': (shop, _, ref) => `${shop} hat den Auftrag bestätigt (Referenz ${ref}).`,
  'proof-uploaded': (shop, version, format) =>
    `${shop} hat einen Proof von ${format} gesendet (Version ${version}): zur Freigabe.`,
  shipped: (shop, _, carrier) => `${shop} hat den Auftrag versandt (${carrier}).`,
  'proof-approved': (shop, version, format) =>
    `Der Proof von ${format} von ${shop} (Version ${version}) ist freigegeben.`,
  'proof-changes': (shop, version, format) =>
    `Zum Proof von ${format} von ${shop} (Version ${version}) wurden Änderungen erbeten.`,
};

const lines: Record<StaffLanguage, Record<NotificationKind, Line>> = { en, de };
const someSupplier: Record<StaffLanguage, string> = { en: 'A printshop', de: 'Ein Lieferant' };

export function notificationLine(language: StaffLanguage, n: NotificationFacts): string {
  return lines[language][n.kind](n.supplierName ?? someSupplier[language], n.count ?? 0, n.message ?? '');
}
