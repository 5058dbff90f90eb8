import type { Language } from '../../shared/languages.ts';
import { formatCount } from '../../shared/money.ts';
import type { PubFile } from '../../shared/schemas/files.ts';
import { texts } from './texts.ts';

/**
 * A file's size as a reader reads it: 1,024 bytes to a kilobyte, as the 50 MB upload limit counts them; one
 * decimal below 10, whole numbers above; the reader's decimal sign and unit, never broken from the number.
 */
export function formatSize(bytes: number, language: Language): string {
  const units = texts[language].documents.units;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  let shown = unit === 0 ? value : value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  // 1,023.7 KB rounds to 1,024 KB, which reads better as 1 MB.
  if (shown >= 1024 && unit < units.length - 1) {
    shown = 1;
    unit += 1;
  }
  return `${formatCount(shown, language)}\u00a0${units[unit]}`;
}

/**
 * The kind of a document as people name it, the same in every language: PDF, PNG, JPEG, TIFF, ZIP from the
 * type's subtype, XLSX and DOCX from the Office ones.
 */
export function fileKind(type: PubFile['type']): string {
  if (type.includes('spreadsheetml')) return 'XLSX';
  if (type.includes('wordprocessingml')) return 'DOCX';
  return (type.split('/')[1] ?? '').toUpperCase();
}

type Format = { id: string; title: string };
export type DocumentGroup = { format: Format | null; files: PubFile[] };

/**
 * The documents by what they belong to: the whole request first, then each format in the task's order. A
 * document of a format no longer in the task counts for the whole request.
 */
export function groupDocuments(files: PubFile[], formats: Format[]): DocumentGroup[] {
  const known = new Set(formats.map((f) => f.id));
  const general = files.filter((f) => f.formatId === null || !known.has(f.formatId));
  const groups: DocumentGroup[] = general.length > 0 ? [{ format: null, files: general }] : [];
  for (const format of formats) {
    const own = files.filter((f) => f.formatId === format.id);
    if (own.length > 0) groups.push({ format, files: own });
  }
  return groups;
}
