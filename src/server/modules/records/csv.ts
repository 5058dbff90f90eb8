import { toDisplayDate } from '../../../shared/dates.ts';
import type { StaffLanguage } from '../../../shared/languages.ts';
import type { Cell, Table } from './table.ts';
import { wallClock } from './wall-clock.ts';

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';

/**
 * The reader's Excel splits a CSV at its list separator and reads numbers with its decimal mark: English
 * Excel `,` and `.`, German Excel `;` and `,` (docs/product.md, Exports).
 */
export const CSV_DIALECTS = {
  en: { separator: ',', decimal: '.' },
  de: { separator: ';', decimal: ',' },
} as const satisfies Record<StaffLanguage, { separator: string; decimal: string }>;

// A text starting like a formula would run as one in a spreadsheet (printshops write names and reasons).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field as RFC 4180 writes it: quoted when it holds the separator, a quote or a line break, its quotes
 * doubled.
 */
export function csvField(value: string, separator: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  const quoted = safe.includes(separator) || /["\r\n]/.test(safe);
  return quoted ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant in the workspace's time zone, its day written as every other day of the export is (a validity, a
 * certificate's last day: toDisplayDate), 05/01/2027 09:07 or 05.01.2027 09:07, which Excel reads in that locale.
 */
function dateTime(epochMs: number, timeZone: string, language: StaffLanguage) {
  const at = wallClock(epochMs, timeZone);
  const day = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  return `${toDisplayDate(day, language)} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

function text(cell: Cell, timeZone: string, language: StaffLanguage): string {
  if (cell === null) return '';
  if ('text' in cell) return csvField(cell.text, CSV_DIALECTS[language].separator);
  if ('whole' in cell) return String(cell.whole);
  if ('at' in cell) return dateTime(cell.at, timeZone, language);
  if ('number' in cell) return String(cell.number).replace('.', CSV_DIALECTS[language].decimal);
  // No thousands separator: a plain 1234,50 is a number to German Excel, 1234.50 to English.
  return (cell.cents / 100).toFixed(2).replace('.', CSV_DIALECTS[language].decimal);
}

/**
 * A table as the reader's Excel opens it: UTF-8 with a BOM, CRLF line ends, one header row (a price column
 * says its format and quantity); `,` and a decimal point for English readers, `;` and a decimal comma for German.
 */
export function buildCsv(table: Table, timeZone: string, language: StaffLanguage): string {
  const { separator } = CSV_DIALECTS[language];
  const header = table.columns.map((c) => csvField(c.group ? `${c.group.title} ${c.label}` : c.label, separator));
  const rows = table.rows.map((row) => row.cells.map((cell) => text(cell, timeZone, language)));
  return `${BOM}${[header, ...rows].map((fields) => fields.join(separator)).join('\r\n')}\r\n`;
}
