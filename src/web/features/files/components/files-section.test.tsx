import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffLanguage } from '../../../../shared/languages.ts';
import { renderPage } from '../../../test/render.tsx';
import { testTask } from '../../../test/tasks.ts';
import { FilesSection } from './files-section.tsx';

const realXhr = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

/** The upload's XMLHttpRequest, answered by the server with `status` and `body`. */
function serverAnswers(status: number, body: unknown) {
  class AnsweredXhr {
    status = status;
    statusText = '';
    responseText = JSON.stringify(body);
    upload: { onprogress: unknown } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    send() {
      queueMicrotask(() => this.onload?.());
    }
  }
  globalThis.XMLHttpRequest = AnsweredXhr as unknown as typeof XMLHttpRequest;
}

async function refusedUpload(language: StaffLanguage, name: string, answer: object) {
  serverAnswers(400, { message: 'refused', field: 'file', ...answer });
  const { user, unmount } = await renderPage(<FilesSection task={testTask()} />, {
    language,
    api: { 'GET /tasks/t1/files': { items: [], totalBytes: 0 } },
  });
  const input = await screen.findByLabelText(language === 'de' ? 'Dateien auswählen' : 'Choose files');
  await user.upload(input, new File(['x'], name, { type: 'application/pdf' }));
  const text = (await screen.findByRole('alert')).textContent;
  unmount();
  return text;
}

// Each refusal of what could run on a printshop's computer, with its text in English and German.
const refusals = [
  {
    what: 'a program or script',
    file: 'Motiv.pdf',
    answer: { code: 'FILE_EXECUTABLE', params: { name: 'Motiv.pdf' } },
    en: 'The file is a program or script: such files are not taken, whatever their name.',
    de: 'Die Datei ist ein Programm oder Skript: Solche Dateien werden nicht angenommen, gleich wie sie heißen.',
  },
  {
    what: 'an archive holding a program, naming it',
    file: 'Druckdaten.zip',
    answer: { code: 'ZIP_EXECUTABLE', params: { name: 'Druckdaten.zip', entry: 'tools/setup.exe' } },
    en: 'The archive holds tools/setup.exe, a program or script: remove it and upload the archive again.',
    de: 'Das Archiv enthält tools/setup.exe, ein Programm oder Skript: Entfernen Sie es und laden Sie das Archiv erneut hoch.',
  },
  {
    what: 'an archive whose entry would unpack as something else, naming it',
    file: 'Druckdaten.zip',
    answer: { code: 'ZIP_UNSAFE_ENTRY', params: { name: 'Druckdaten.zip', entry: 'Motiv.pdf' } },
    en: 'The archive holds Motiv.pdf, which could unpack as something else: a link, a path outside the archive’s folder, a name with control characters, or a name its headers disagree on. Remove it and upload the archive again.',
    de: 'Das Archiv enthält Motiv.pdf, das beim Entpacken etwas anderes werden könnte: eine Verknüpfung, einen Pfad außerhalb seines Ordners, einen Namen mit Steuerzeichen oder einen Namen, über den seine Kopfdaten uneins sind. Entfernen Sie den Eintrag und laden Sie das Archiv erneut hoch.',
  },
  {
    what: 'an archive holding an archive that cannot be checked, naming it',
    file: 'Druckdaten.zip',
    answer: { code: 'ZIP_NESTED', params: { name: 'Druckdaten.zip', entry: 'Quellen.7z' } },
    en: 'The archive holds Quellen.7z, an archive whose content cannot be checked (of a kind not read, too deep, too large or broken). Upload its files instead.',
    de: 'Das Archiv enthält Quellen.7z, ein Archiv, dessen Inhalt nicht geprüft werden kann (einer Art, die nicht gelesen wird, zu tief verschachtelt, zu groß oder beschädigt). Laden Sie stattdessen seine Dateien hoch.',
  },
  {
    what: 'an Office file with macros, naming them',
    file: 'Text.docx',
    answer: { code: 'FILE_MACROS', params: { name: 'Text.docx', entry: 'word/vbaProject.bin' } },
    en: 'The file holds macros or embedded objects (word/vbaProject.bin), which can run programs. Save it without them and upload it again.',
    de: 'Die Datei enthält Makros oder eingebettete Objekte (word/vbaProject.bin), die Programme ausführen können. Speichern Sie sie ohne diese und laden Sie sie erneut hoch.',
  },
];

describe('a refused upload', () => {
  it.each(refusals)('says why $what is not taken, in English and German', async ({ file, answer, en, de }) => {
    expect(await refusedUpload('en', file, answer)).toBe(`${file} was not uploaded${en}`);
    expect(await refusedUpload('de', file, answer)).toBe(`${file} wurde nicht hochgeladen${de}`);
  });
});
