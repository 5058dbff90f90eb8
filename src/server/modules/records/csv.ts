import type { StaffLanguage } from '../../../shared/languages.ts';
import { wallClock, type Cell, type Table } from './comparison-table.ts';

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';

// A text starting like a formula would run as one in a spreadsheet (printshops write names and reasons).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: quoted when it holds the separator, a quote or a line break, its quotes doubled. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant in the workspace's time zone, as German or English Excel reads a date with its time. */
function dateTime(epochMs: number, timeZone: string, language: StaffLanguage) {
  const at = wallClock(epochMs, timeZone);
  const [y, m, d] = [at.getUTCFullYear(), pad(at.getUTCMonth() + 1), pad(at.getUTCDate())];
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
  return language === 'de' ? `${d}.${m}.${y} ${time}` : `${y}-${m}-${d} ${time}`;
}

function text(cell: Cell, timeZone: string, language: StaffLanguage): string {
  if (cell === null) return '';
  if ('text' in cell) return csvField(cell.text);
  if ('whole' in cell) return String(cell.whole);
  if ('at' in cell) return dateTime(cell.at, timeZone, language);
  // No thousands separator: a plain 1234,50 is a number to German Excel, 1234.50 to English.
  const amount = (cell.cents / 100).toFixed(2);
  return language === 'de' ? amount.replace('.', ',') : amount;
}

/**
 * A table as German Excel opens it: UTF-8 with a BOM, `;` between fields, CRLF line ends, one header row
 * (a price column says its format and quantity), amounts with the reader's decimal mark.
 */
export function buildCsv(table: Table, timeZone: string, language: StaffLanguage): string {
  const header = table.columns.map((c) => csvField(c.group ? `${c.group.title} ${c.label}` : c.label));
  const rows = table.rows.map((row) => row.cells.map((cell) => text(cell, timeZone, language)));
  return `${BOM}${[header, ...rows].map((fields) => fields.join(';')).join('\r\n')}\r\n`;
}
