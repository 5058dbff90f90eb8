import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportResult } from '../../../shared/schemas/imports.ts';
import { renderPage } from '../../test/render.tsx';
import ImportDialog from './import-dialog.tsx';

const realXhr = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

/** The server behind the import's XMLHttpRequest: the preview, then the import; records each URL. */
function serverAnswers(answers: { status: number; body: unknown }[]) {
  const urls: string[] = [];
  class AnsweredXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((e: object) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open(_method: string, url: string) {
      urls.push(url);
    }
    send() {
      const answer = answers.shift()!;
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.onload?.();
      });
    }
  }
  globalThis.XMLHttpRequest = AnsweredXhr as unknown as typeof XMLHttpRequest;
  return urls;
}

const problem = { field: 'email', column: 'E-Mail', code: 'email', params: {}, message: 'E-mail must be valid' };
const preview: ImportResult = {
  saved: false,
  rows: [
    { row: 2, label: 'Druck Nord', action: 'create', problems: [] },
    { row: 3, label: 'Druck Süd', action: 'update', problems: [] },
    { row: 4, label: 'Kaputt', action: 'skip', problems: [problem] },
  ],
  created: 1,
  updated: 1,
  skipped: 1,
  ignoredColumns: ['Bemerkung'],
};

describe('the import dialog', () => {
  it('previews every row with its problems, imports only once told to skip them, and says what it did', async () => {
    const urls = serverAnswers([
      { status: 200, body: preview },
      { status: 200, body: { ...preview, saved: true } },
    ]);
    const onImported = vi.fn();
    const { user } = await renderPage(<ImportDialog kind="suppliers" onClose={() => {}} onImported={onImported} />, {
      language: 'de',
    });
    expect(screen.getByRole('link', { name: 'Vorlagen Deutsch CSV' }).getAttribute('href')).toBe(
      '/api/suppliers/import-template?format=csv&lang=de',
    );
    await user.upload(screen.getByLabelText('Datei wählen'), new File(['x'], 'liste.csv', { type: 'text/csv' }));
    expect(await screen.findByText('3 Zeilen: 1 neu, 1 Aktualisierungen, 1 mit Fehlern')).toBeTruthy();
    expect(urls).toEqual(['/api/suppliers/import']);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ZeileNameAktionFehler',
      '2Druck NordNeu',
      '3Druck SüdAktualisieren',
      '4KaputtÜbersprungenE-Mail: Die E-Mail-Adresse ist ungültig',
    ]);
    expect(screen.getByText('Nicht gelesene Spalten: Bemerkung')).toBeTruthy();

    const importButton = screen.getByRole('button', { name: 'Importieren' });
    expect((importButton as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '1 Zeile mit Fehlern überspringen' }));
    await user.click(importButton);
    expect(await screen.findByText('2 Lieferanten importiert: 1 neu, 1 aktualisiert, 1 übersprungen.')).toBeTruthy();
    expect(urls[1]).toBe('/api/suppliers/import?confirm=1&skipInvalid=1');
    expect(onImported).toHaveBeenCalledOnce();
  });

  it('shows a refusal of the file in the language of the page', async () => {
    serverAnswers([
      {
        status: 400,
        body: { code: 'IMPORT_COLUMNS', field: 'file', params: { columns: 'Title / Titel' }, message: 'x' },
      },
    ]);
    const { user } = await renderPage(<ImportDialog kind="formats" onClose={() => {}} onImported={() => {}} />);
    await user.upload(screen.getByLabelText('Choose file'), new File(['x'], 'list.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText('The first row names no column Title / Titel: start from the template.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
