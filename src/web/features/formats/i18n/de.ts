import { jobLabels } from '../../../../shared/job-labels.ts';
import type { en } from './en.ts';

/** Typed against the English texts: a missing German text is a type error. */
export const de: typeof en = {
  import: 'Importieren …',
  title: 'Formate',
  add: 'Format hinzufügen',
  createTitle: 'Neues Format',
  editTitle: 'Format bearbeiten',
  deleteTitle: 'Format löschen?',
  deleteText: 'Das Format „{{title}}“ wird gelöscht. Anfragen behalten ihre eigenen Kopien davon.',
  textLanguage: 'Sprache der Texte',
  languages: { en: 'Englisch', de: 'Deutsch', sk: 'Slowakisch' },
  general: 'Allgemein',
  texts: 'Texte auf {{language}}',
  empty: 'Noch keine Formate',
  emptyHint:
    'Formate sind Vorlagen für die Druckprodukte Ihrer Anfragen, mit Texten auf Englisch, Deutsch und Slowakisch. Legen Sie eines mit der Schaltfläche + unten rechts an.',
  created: 'Format angelegt',
  updated: 'Format gespeichert',
  deleted: 'Format gelöscht',
  fields: { title: 'Titel', ...jobLabels.de },
  formatHint: 'Zum Beispiel DIN A4 oder 210 × 297 mm',
  prices: {
    title: 'Preisverlauf',
    titleOf: 'Preisverlauf: {{title}}',
    open: 'Preisverlauf von {{title}}',
    back: 'Alle Formate',
    loadFailed: 'Der Preisverlauf konnte nicht geladen werden.',
    empty: 'Noch keine Preise',
    emptyHint:
      'Jedes Angebot und jeder Zuschlag für ein aus diesem Format kopiertes Anfrageformat erscheint hier, je 1.000 Stück, damit Anfragen unterschiedlicher Auflage vergleichbar sind.',
    chart: 'Preis je 1.000 Stück im Zeitverlauf',
    table: 'Angebote und Zuschläge',
    offer: 'Angebot',
    award: 'Zuschlag',
    date: 'Datum',
    kind: 'Art',
    task: 'Anfrage',
    supplier: 'Lieferant',
    count: 'Auflage',
    price: 'Preis',
    per1000: 'Je 1.000',
    landed: 'Inkl. Lieferkosten',
    quoted: 'angeboten {{amount}}',
    alternative: 'Alternative: {{description}}',
  },
};
