import i18n from 'i18next';
import type { DocumentErrorCode } from '../../../../shared/error-codes.ts';

type ErrorTexts = Record<DocumentErrorCode, string>;

const en: ErrorTexts = {
  FILE_TYPE_REFUSED: 'This kind of file is not taken. Upload a PDF, PNG, JPEG, TIFF, ZIP, XLSX or DOCX file.',
  FILE_EXECUTABLE: 'The file is a program or script: such files are not taken, whatever their name.',
  ZIP_EXECUTABLE: 'The archive holds {{entry}}, a program or script: remove it and upload the archive again.',
  ZIP_UNSAFE_ENTRY:
    'The archive holds {{entry}}, which could unpack as something else: a link, a path outside the archive’s folder, a name with control characters, or a name its headers disagree on. Remove it and upload the archive again.',
  ZIP_NESTED:
    'The archive holds {{entry}}, an archive whose content cannot be checked (of a kind not read, too deep, too large or broken). Upload its files instead.',
  FILE_MACROS:
    'The file holds macros or embedded objects ({{entry}}), which can run programs. Save it without them and upload it again.',
  FILE_EMPTY: 'The file is empty.',
  FILE_TOO_LARGE: 'The file is larger than 50 MB.',
  TASK_FILES_TOO_LARGE: 'The task’s documents would exceed 200 MB together. Remove one first.',
  NO_FILE: 'Choose a file to upload.',
};

const de: ErrorTexts = {
  FILE_TYPE_REFUSED:
    'Diese Art von Datei wird nicht angenommen. Laden Sie eine PDF-, PNG-, JPEG-, TIFF-, ZIP-, XLSX- oder DOCX-Datei hoch.',
  FILE_EXECUTABLE:
    'Die Datei ist ein Programm oder Skript: Solche Dateien werden nicht angenommen, gleich wie sie heißen.',
  ZIP_EXECUTABLE:
    'Das Archiv enthält {{entry}}, ein Programm oder Skript: Entfernen Sie es und laden Sie das Archiv erneut hoch.',
  ZIP_UNSAFE_ENTRY:
    'Das Archiv enthält {{entry}}, das beim Entpacken etwas anderes werden könnte: eine Verknüpfung, einen Pfad außerhalb seines Ordners, einen Namen mit Steuerzeichen oder einen Namen, über den seine Kopfdaten uneins sind. Entfernen Sie den Eintrag und laden Sie das Archiv erneut hoch.',
  ZIP_NESTED:
    'Das Archiv enthält {{entry}}, ein Archiv, dessen Inhalt nicht geprüft werden kann (einer Art, die nicht gelesen wird, zu tief verschachtelt, zu groß oder beschädigt). Laden Sie stattdessen seine Dateien hoch.',
  FILE_MACROS:
    'Die Datei enthält Makros oder eingebettete Objekte ({{entry}}), die Programme ausführen können. Speichern Sie sie ohne diese und laden Sie sie erneut hoch.',
  FILE_EMPTY: 'Die Datei ist leer.',
  FILE_TOO_LARGE: 'Die Datei ist größer als 50 MB.',
  TASK_FILES_TOO_LARGE: 'Die Unterlagen der Anfrage wären zusammen größer als 200 MB. Entfernen Sie zuerst eine Datei.',
  NO_FILE: 'Wählen Sie eine Datei zum Hochladen.',
};

/**
 * Adds the texts of an upload's refusals to the app's `errors`, where errorMessage reads every code's text:
 * they load with the files feature, not with the first page (its size has a budget, docs/decisions/008).
 */
export function addErrorTexts(): void {
  i18n.addResourceBundle('en', 'translation', { errors: en }, true, false);
  i18n.addResourceBundle('de', 'translation', { errors: de }, true, false);
}
