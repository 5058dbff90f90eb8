import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { badRequest } from '../../errors.ts';

/** The most rows an import reads (docs/decisions/034): a bigger list goes in parts. */
export const MAX_IMPORT_ROWS = 10_000;

const unreadable = () =>
  badRequest(
    'IMPORT_UNREADABLE',
    'The file is neither an XLSX workbook nor a CSV text: save it as one of them.',
    'file',
  );

/** A file's table, each cell as text, trimmed; XLSX by its content (a ZIP), anything else read as CSV. */
export async function readTable(bytes: Buffer): Promise<string[][]> {
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const rows = isZip ? await readXlsx(bytes) : await readCsv(bytes);
  if (rows.length > MAX_IMPORT_ROWS + 1)
    throw badRequest('IMPORT_TOO_MANY_ROWS', `A file may have ${MAX_IMPORT_ROWS} rows at most.`, 'file', {
      max: MAX_IMPORT_ROWS,
    });
  return rows;
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    if (number > MAX_IMPORT_ROWS + 2) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    rows[number - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
}

/** What the cell shows: a date as YYYY-MM-DD, a formula's result, a link's text. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value !== null && typeof value === 'object' && 'result' in value) {
    const result = value.result;
    return result instanceof Date ? result.toISOString().slice(0, 10) : String(result ?? '').trim();
  }
  return (cell.text ?? '').trim();
}

/** UTF-8 (a byte order mark dropped), else Windows-1252, as older Excel saves CSV. */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the first line: Excel writes `;` where the decimal comma is usual, else `,`; or a tab. */
function delimiterOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, first.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

async function readCsv(bytes: Buffer): Promise<string[][]> {
  const text = decode(bytes);
  if (text.includes('\u0000')) throw unreadable();
  // exceljs reads CSV with fast-csv; `map` keeps each cell as typed (no numbers or dates guessed).
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet;
  try {
    sheet = await workbook.csv.read(Readable.from([text]), {
      map: (value: string) => value,
      parserOptions: { delimiter: delimiterOf(text), ignoreEmpty: false },
    } as never);
  } catch {
    throw unreadable();
  }
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = row.values as unknown[];
    rows[number - 1] = values.slice(1).map((v) => (typeof v === 'string' ? v.trim() : ''));
  });
  return Array.from(rows, (r) => r ?? []);
}
