import type { Language } from './languages.ts';
import { numberLocales } from './money.ts';
import type { FileType } from './schemas/files.ts';

/** A document's kind as people name it, the same in every language: the extension they know it by. */
export const fileKinds: Record<FileType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/tiff': 'TIFF',
  'application/zip': 'ZIP',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const sizeFormats = new Map<string, Intl.NumberFormat>();

/**
 * A file's size as its reader writes it (decision 012): 512 bytes, 1.5 kB / 1,5 kB, 12 MB. Steps of 1,024,
 * as the upload limits count (50 MB = 50 × 1,024 × 1,024 bytes), so a file at the limit reads "50 MB"; one
 * decimal below 10, whole numbers above; never 1,024 of a unit, which is one of the next; the unit never on
 * a line of its own. The staff app and the supplier's page both show it.
 */
export function formatFileSize(bytes: number, language: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  const shown = () => (unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);
  while (unit < units.length - 1 && shown() >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const key = `${language} ${unit}`;
  let format = sizeFormats.get(key);
  if (!format)
    sizeFormats.set(
      key,
      (format = new Intl.NumberFormat(numberLocales[language], {
        style: 'unit',
        unit: units[unit],
        unitDisplay: unit === 0 ? 'long' : 'short',
        maximumFractionDigits: 1,
      })),
    );
  return format.format(shown()).replace(/ /g, '\u00a0');
}
