// What other modules may use of the records module (docs/decisions/010): a table written as the exports write
// theirs, as a CSV for the reader's Excel or as a one-sheet workbook (the invoices' export).
export type { Cell, Column, Table } from './comparison-table.ts';
export { buildCsv } from './csv.ts';
export { tableXlsx } from './xlsx.ts';
