import type { en } from './en.ts';

/** Die deutschen Texte des Aufträge-Features. */
export const de: typeof en = {
  title: 'Aufträge',
  intro:
    'Jeder Auftrag nach der Vergabe: die Bestätigung, die Proofs zur Freigabe, der Versand, was ankam, und die Rechnung.',
  notAwarded: 'Die Aufträge erscheinen hier, sobald die Anfrage vergeben ist.',
  loadFailed: 'Die Aufträge konnten nicht geladen werden.',
  none: 'Zu dieser Anfrage ist kein Auftrag hinausgegangen.',
  job: 'Auftrag {{number}} an {{name}}',
  statuses: {
    sent: 'Gesendet, noch nicht bestätigt',
    confirmed: 'Bestätigt',
    proof: 'Proof in Prüfung',
    approved: 'Proofs freigegeben',
    shipped: 'Versandt',
    delivered: 'Geliefert',
    invoiced: 'Rechnung erhalten',
    released: 'Rechnung freigegeben',
    disputed: 'Rechnung beanstandet',
  },
  waiting: {
    buyer: 'Wartet auf Sie',
    supplier: 'Wartet auf den Lieferanten',
    done: 'Nichts offen',
  },
  next: {
    proof: 'Geben Sie den Proof unten frei oder bitten Sie um Änderungen.',
    shipped: 'Erfassen Sie unter „Lieferung“, was ankam.',
    invoiced: 'Prüfen Sie die Rechnung unter „Rechnungen“ und geben Sie sie frei.',
  },
  confirmed: 'Bestätigt: Referenz {{reference}}, geplanter Versand am {{date}}.',
  notConfirmed: 'Der Lieferant hat den Auftrag noch nicht bestätigt.',
  proofs: 'Proofs',
  noProofs: 'Kein Proof hochgeladen.',
  version: 'Version {{version}}',
  proofStatuses: {
    pending: 'wartet auf Ihre Entscheidung',
    approved: 'freigegeben von {{by}}, {{at}}',
    changes: 'Änderungen erbeten von {{by}}, {{at}}',
  },
  superseded: 'durch eine neuere Version ersetzt',
  comment: 'Kommentar: {{comment}}',
  download: '{{name}} herunterladen',
  approve: 'Freigeben',
  askChanges: 'Änderungen erbitten',
  approved: 'Version {{version}} von {{format}} freigegeben: {{name}} erfährt es.',
  changesAsked: 'Änderungen an {{format}} erbeten: {{name}} erhält Ihren Kommentar.',
  changesTitle: 'Änderungen an {{format}}, Version {{version}} erbitten',
  changesIntro: 'Der Lieferant erhält Ihren Kommentar per Mail in seiner Sprache und lädt eine neue Version hoch.',
  changesComment: 'Was soll sich ändern',
  send: 'Änderungen erbitten',
  shipments: 'Versand',
  shipment: 'Versandt am {{date}} mit {{carrier}}',
  tracking: 'Sendungsnummer {{tracking}}',
  received: 'Erhalten',
  receivedCount: '{{format}}: {{count}}',
  errors: {
    PROOF_SUPERSEDED:
      'Der Lieferant hat inzwischen eine neuere Version dieses Proofs hochgeladen: Entscheiden Sie über diese.',
    PROOF_DECIDED: 'Diese Version wurde inzwischen freigegeben oder zurückgegeben.',
  },
};
