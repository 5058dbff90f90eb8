// What other modules may use of the records module (docs/decisions/010): its tables as the reader's Excel opens
// them, a CSV, a workbook of plain sheets (the spend report's export) or of one table (the invoices' export), and
// how a download is named and sent.
export { buildCsv } from './csv.ts';
export { tablesXlsx, tableXlsx } from './xlsx.ts';
export { exportTexts } from './records.texts.ts';
export { sendDownload, XLSX_TYPE, type Download } from './download.ts';
export type { Cell, Column, Table } from './table.ts';
