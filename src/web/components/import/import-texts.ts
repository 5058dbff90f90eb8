import i18n from 'i18next';
import type { ImportErrorCode } from '../../../shared/error-codes.ts';
import { featureTexts } from '../../i18n/feature-texts.ts';

/** The import dialog's texts (namespace `import`), for printshops and formats alike. */
const en = {
  title: { suppliers: 'Import printshops', formats: 'Import formats' },
  intro:
    'Choose an XLSX or CSV file whose first row names the columns, in English or German, as the template does. Nothing is saved before you confirm; a row with the e-mail (printshops) or title (formats) of an existing one updates it.',
  templates: 'Templates',
  english: 'English',
  german: 'German',
  choose: 'Choose file',
  chooseAnother: 'Choose another file',
  uploading: 'Sending {{percent}} %',
  checking: 'Checking the rows…',
  saving: 'Saving…',
  summary: '{{rows}} rows: {{created}} new, {{updated}} updates, {{skipped}} with problems',
  ignored: 'Columns not read: {{columns}}',
  onlyProblems: 'Only rows with problems',
  row: 'Row',
  name: { suppliers: 'Name', formats: 'Title' },
  action: 'Action',
  problems: 'Problems',
  actions: { create: 'New', update: 'Update', skip: 'Skipped' },
  skip_one: 'Skip {{count}} row with problems',
  skip_other: 'Skip {{count}} rows with problems',
  skipHint: 'Rows with problems are saved only once fixed; import the file again after fixing them.',
  import: 'Import',
  cancel: 'Cancel',
  close: 'Close',
  done: {
    suppliers: 'Imported {{count}} printshops: {{created}} new, {{updated}} updated, {{skipped}} skipped.',
    formats: 'Imported {{count}} formats: {{created}} new, {{updated}} updated, {{skipped}} skipped.',
  },
  nothing: 'The file has no rows to import.',
};

const de: typeof en = {
  title: { suppliers: 'Lieferanten importieren', formats: 'Formate importieren' },
  intro:
    'Wählen Sie eine XLSX- oder CSV-Datei, deren erste Zeile die Spalten benennt, auf Deutsch oder Englisch, wie in der Vorlage. Gespeichert wird erst, wenn Sie bestätigen; eine Zeile mit der E-Mail (Lieferanten) oder dem Titel (Formate) eines vorhandenen Eintrags aktualisiert diesen.',
  templates: 'Vorlagen',
  english: 'Englisch',
  german: 'Deutsch',
  choose: 'Datei wählen',
  chooseAnother: 'Andere Datei wählen',
  uploading: 'Wird gesendet: {{percent}} %',
  checking: 'Die Zeilen werden geprüft …',
  saving: 'Wird gespeichert …',
  summary: '{{rows}} Zeilen: {{created}} neu, {{updated}} Aktualisierungen, {{skipped}} mit Fehlern',
  ignored: 'Nicht gelesene Spalten: {{columns}}',
  onlyProblems: 'Nur Zeilen mit Fehlern',
  row: 'Zeile',
  name: { suppliers: 'Name', formats: 'Titel' },
  action: 'Aktion',
  problems: 'Fehler',
  actions: { create: 'Neu', update: 'Aktualisieren', skip: 'Übersprungen' },
  skip_one: '{{count}} Zeile mit Fehlern überspringen',
  skip_other: '{{count}} Zeilen mit Fehlern überspringen',
  skipHint:
    'Zeilen mit Fehlern werden erst gespeichert, wenn sie korrigiert sind; importieren Sie die Datei danach erneut.',
  import: 'Importieren',
  cancel: 'Abbrechen',
  close: 'Schließen',
  done: {
    suppliers: '{{count}} Lieferanten importiert: {{created}} neu, {{updated}} aktualisiert, {{skipped}} übersprungen.',
    formats: '{{count}} Formate importiert: {{created}} neu, {{updated}} aktualisiert, {{skipped}} übersprungen.',
  },
  nothing: 'Die Datei enthält keine Zeilen zum Importieren.',
};

export const useImportTexts = featureTexts('import', en, de);

type ErrorTexts = Record<ImportErrorCode, string>;

const errorsEn: ErrorTexts = {
  IMPORT_UNREADABLE: 'The file is neither an XLSX workbook nor a CSV text: save it as one of them.',
  IMPORT_TOO_LARGE: 'The file is larger than 10 MB.',
  IMPORT_TOO_MANY_ROWS: 'A file may have {{max}} rows at most: import the list in parts.',
  IMPORT_COLUMNS: 'The first row names no column {{columns}}: start from the template.',
  IMPORT_PROBLEMS: 'Rows {{rows}} have problems: fix them, or skip them.',
};

const errorsDe: ErrorTexts = {
  IMPORT_UNREADABLE: 'Die Datei ist weder eine XLSX-Arbeitsmappe noch ein CSV-Text: Speichern Sie sie als eines davon.',
  IMPORT_TOO_LARGE: 'Die Datei ist größer als 10 MB.',
  IMPORT_TOO_MANY_ROWS: 'Eine Datei darf höchstens {{max}} Zeilen haben: Importieren Sie die Liste in Teilen.',
  IMPORT_COLUMNS: 'Die erste Zeile benennt keine Spalte {{columns}}: Beginnen Sie mit der Vorlage.',
  IMPORT_PROBLEMS: 'Die Zeilen {{rows}} haben Fehler: Korrigieren Sie sie oder überspringen Sie sie.',
};

/** The texts of an import's refusals, added to the app's `errors` with the dialog (not the first page). */
export function addImportErrorTexts(): void {
  i18n.addResourceBundle('en', 'translation', { errors: errorsEn }, true, false);
  i18n.addResourceBundle('de', 'translation', { errors: errorsDe }, true, false);
}
