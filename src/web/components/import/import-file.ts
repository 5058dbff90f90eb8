import { ImportResultSchema, type ImportResult } from '../../../shared/schemas/imports.ts';
import { upload } from '../../lib/upload.ts';

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

/** `POST /api/{suppliers,formats}/import` as multipart (docs/decisions/034), with its progress (lib/upload.ts). */
export function importFile({ kind, file, confirm, skipInvalid, onProgress }: Upload): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const query = confirm ? `?confirm=1${skipInvalid ? '&skipInvalid=1' : ''}` : '';
  return upload('POST', `/${kind}/import${query}`, body, ImportResultSchema, onProgress);
}

/** Where the empty template of a kind is, in a language, as XLSX or CSV. */
export const templateUrl = (kind: ImportKind, format: 'xlsx' | 'csv', lang: 'en' | 'de') =>
  `/api/${kind}/import-template?format=${format}&lang=${lang}`;
