import ExcelJS from 'exceljs';
import type { App } from '../app.ts';
import { multipart } from './files.ts';

/** A CSV file of these rows (cells quoted where needed), as a spreadsheet program saves one. */
export const csvOf = (rows: string[][], delimiter = ',') =>
  Buffer.from(
    rows
      .map((r) => r.map((c) => (/[",;\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(delimiter))
      .join('\r\n'),
  );

/** An XLSX workbook of these rows on its first sheet. */
export async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `POST /api/{what}/import` with the file, as the staff member of `cookie`; `query`: `confirm=1&skipInvalid=1`. */
export function importFile(app: App, cookie: string, what: 'suppliers' | 'formats', file: Buffer, query = '') {
  const { payload, headers } = multipart([{ name: 'file', filename: 'list.csv', content: file }]);
  return app.inject({
    method: 'POST',
    url: `/api/${what}/import${query ? `?${query}` : ''}`,
    headers: { ...headers, cookie },
    payload,
  });
}
