import { ImportResultSchema, type ImportResult } from '../../../shared/schemas/imports.ts';
import { answerOf, ApiError } from '../../lib/api-client.ts';

export type ImportKind = 'suppliers' | 'formats';

type Upload = {
  kind: ImportKind;
  file: File;
  /** False: a preview, which saves nothing. */
  confirm: boolean;
  skipInvalid: boolean;
  /** The share of the file sent so far, 0–1; 1 while the server reads the rows. */
  onProgress: (fraction: number) => void;
};

/**
 * `POST /api/{suppliers,formats}/import` as multipart (docs/decisions/034): an XMLHttpRequest, since fetch tells
 * nothing of an upload's progress (as the documents' upload); parsed with the shared schema.
 */
export function importFile({ kind, file, confirm, skipInvalid, onProgress }: Upload): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const query = confirm ? `?confirm=1${skipInvalid ? '&skipInvalid=1' : ''}` : '';
  const path = `/${kind}/import${query}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'The server cannot be reached.'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      const answer = { ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, statusText: xhr.statusText };
      answerOf(answer, data, ImportResultSchema, `POST ${path}`).then(resolve, reject);
    };
    xhr.send(body);
  });
}

/** Where the empty template of a kind is, in a language, as XLSX or CSV. */
export const templateUrl = (kind: ImportKind, format: 'xlsx' | 'csv', lang: 'en' | 'de') =>
  `/api/${kind}/import-template?format=${format}&lang=${lang}`;
