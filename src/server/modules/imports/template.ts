import ExcelJS from 'exceljs';
import type { ImportColumn } from './columns.ts';

/** An empty sheet with the headers in one language (docs/product.md#import): to fill in and import. */
export async function importTemplate(
  columns: readonly ImportColumn[],
  format: 'xlsx' | 'csv',
  lang: 'en' | 'de',
): Promise<{ body: Buffer; type: string }> {
  const headers = columns.map((c) => c[lang]);
  if (format === 'csv') {
    // As Excel saves CSV in each language: `;` where the decimal comma is usual (records' CSV does the same).
    const line = headers
      .map((h) => (/[",;\n]/.test(h) ? `"${h.replaceAll('"', '""')}"` : h))
      .join(lang === 'de' ? ';' : ',');
    // The byte order mark makes Excel read the file as UTF-8 (umlauts).
    return { body: Buffer.from(`\uFEFF${line}\r\n`), type: 'text/csv; charset=utf-8' };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  sheet.addRow(headers).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 22));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}
