import type { en } from './en.ts';

/** Typed against the English texts: a missing German text is a type error. */
export const de: typeof en = {
  title: 'Lieferanten',
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
