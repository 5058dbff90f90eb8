import type { en } from './en.ts';

/** Typed against the English texts: a missing German text is a type error. */
export const de: typeof en = {
  import: 'Importieren …',
  title: 'Lieferanten',
  bounced: 'Letzte Mail unzustellbar am {{date}}',
  certificates: {
    title: 'Zertifikate',
    hint: 'Eine Anfrage kann Zertifikate verlangen, etwa FSC: Eingeladen wird dann nur ein Lieferant, dessen Zertifikat dieser Art am Angebotsschluss gültig ist.',
    kind: 'Art',
    number: 'Nummer',
    validUntil: 'Gültig bis',
    add: 'Zertifikat hinzufügen',
    remove: 'Zertifikat {{n}} entfernen',
    none: 'Keine',
    expired: 'abgelaufen',
    expiresIn_one: 'läuft in {{count}} Tag ab',
    expiresIn_other: 'läuft in {{count}} Tagen ab',
    expiresToday: 'läuft heute ab',
  },
  add: 'Lieferant hinzufügen',
  createTitle: 'Neuer Lieferant',
  editTitle: 'Lieferant bearbeiten',
  deleteTitle: 'Lieferant löschen?',
  deleteText:
    'Der Lieferant „{{name}}“ wird gelöscht. Anfragen, zu denen er eingeladen wurde, behalten seine Angebote.',
  search: 'Nach Name oder E-Mail suchen',
  empty: 'Noch keine Lieferanten',
  emptyHint:
    'Legen Sie mit der Schaltfläche + unten rechts die Lieferanten an, die Sie zu Ihren Anfragen einladen möchten.',
  created: 'Lieferant angelegt',
  updated: 'Lieferant gespeichert',
  deleted: 'Lieferant gelöscht',
  languageHelp: 'Mails an diesen Lieferanten werden in dieser Sprache geschrieben.',
};
