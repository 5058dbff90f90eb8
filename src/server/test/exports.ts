import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';

/** A downloaded workbook, as ExcelJS reads it. */
export async function readWorkbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ExcelJS.Buffer);
  return book;
}

/** A sheet's rows as arrays of cells, column 1 first. */
export const sheetRows = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getRows(1, sheet.rowCount)!
    .map((row) => Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1)));

/** A downloaded CSV's rows as text fields (its BOM dropped), read back by ExcelJS's own CSV reader (fast-csv). */
export async function csvRows(body: Buffer, delimiter: ',' | ';') {
  const text = body.subarray(body[0] === 0xef ? 3 : 0).toString('utf8');
  const book = new ExcelJS.Workbook();
  const sheet = await book.csv.read(Readable.from([text]), {
    map: (value: string) => value,
    parserOptions: { delimiter },
  });
  const rows = sheet.getRows(1, sheet.rowCount)!.map((row) => (row.values as (string | undefined)[]).slice(1));
  // An empty field may be read as no cell at all: every row as wide as the widest, empty fields ''.
  const width = Math.max(...rows.map((row) => row.length));
  return rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
}
