import type ExcelJS from 'exceljs';
import { wallClock, type Cell, type Column, type RowKind, type Table } from './comparison-table.ts';
import type { ExportTexts } from './records.texts.ts';
import { taskSheet, type TaskSheet } from './task-sheet.ts';

/** Amounts stay numbers; Excel shows them in euros in the reader's own number format. */
const EURO_FORMAT = '#,##0.00 "€"';

const GREEN = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFC6EFCE' } } as const;
const GREY = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } } as const;
const LOWEST_FONT = { bold: true, color: { argb: 'FF006100' } };
const ROW_FONTS: Record<RowKind, Partial<ExcelJS.Font> | undefined> = {
  offer: undefined,
  stale: { italic: true, color: { argb: 'FF7F6000' } },
  alternative: { color: { argb: 'FF1F4E79' } },
  declined: { italic: true, color: { argb: 'FF808080' } },
};
const WIDTHS: Record<Column['kind'], number> = { text: 24, money: 14, whole: 12, at: 17, number: 12 };

type Writing = { texts: ExportTexts; timeZone: string };

function put(target: ExcelJS.Cell, cell: Cell, { texts, timeZone }: Writing) {
  if (cell === null) return;
  if ('text' in cell) target.value = cell.text;
  else if ('whole' in cell) {
    target.value = cell.whole;
    target.numFmt = '0';
  } else if ('at' in cell) {
    target.value = wallClock(cell.at, timeZone);
    target.numFmt = texts.dateTimeFormat;
  } else if ('number' in cell) {
    target.value = cell.number;
    target.numFmt = cell.numFmt;
  } else {
    target.value = cell.cents / 100;
    target.numFmt = EURO_FORMAT;
    if (cell.lowest) {
      target.font = LOWEST_FONT;
      target.fill = GREEN;
    }
  }
}

/**
 * A table under a row of group titles (each format over its quantities) and a row of column labels; a table
 * without groups under its labels alone.
 */
function writeTable(sheet: ExcelJS.Worksheet, table: Table, writing: Writing) {
  const top = table.columns.some((c) => c.group) ? 2 : 1;
  const groups = sheet.getRow(1);
  const header = sheet.getRow(top);
  table.columns.forEach((column, i) => {
    const at = i + 1;
    header.getCell(at).value = column.label;
    sheet.getColumn(at).width = i === 0 ? 28 : WIDTHS[column.kind];
    if (column.group && table.columns[i - 1]?.group?.key !== column.group.key) {
      const span = table.columns.slice(i).findIndex((c) => c.group?.key !== column.group?.key);
      const last = span === -1 ? table.columns.length : i + span;
      groups.getCell(at).value = column.group.title;
      if (last > at) sheet.mergeCells(1, at, 1, last);
    }
  });
  for (const row of new Set([groups, header])) {
    row.font = { bold: true };
    row.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  }
  header.eachCell((cell) => {
    cell.fill = GREY;
    cell.border = { bottom: { style: 'thin' } };
  });
  table.rows.forEach((row, r) => {
    const line = sheet.getRow(r + top + 1);
    const font = ROW_FONTS[row.kind];
    row.cells.forEach((cell, c) => {
      const target = line.getCell(c + 1);
      if (font) target.font = font;
      put(target, cell, writing);
    });
  });
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: top }];
  sheet.autoFilter = {
    from: { row: top, column: 1 },
    to: { row: top + table.rows.length, column: table.columns.length },
  };
}

function writeLegend(sheet: ExcelJS.Worksheet, texts: ExportTexts) {
  const first = sheet.rowCount + 2;
  sheet.getCell(first, 1).value = texts.legend.title;
  sheet.getCell(first, 1).font = { bold: true };
  const lines: [string, string, Partial<ExcelJS.Font> | undefined][] = [
    [texts.legend.lowestSample, texts.legend.lowest, LOWEST_FONT],
    [texts.stale, texts.legend.stale, ROW_FONTS.stale],
    [texts.partial, texts.legend.partial, undefined],
    [texts.alternative, texts.legend.alternative, ROW_FONTS.alternative],
    [texts.declined, texts.legend.declined, ROW_FONTS.declined],
  ];
  lines.forEach(([sample, meaning, font], i) => {
    const cell = sheet.getCell(first + 1 + i, 1);
    cell.value = sample;
    if (font) cell.font = font;
    if (i === 0) cell.fill = GREEN;
    sheet.getCell(first + 1 + i, 2).value = meaning;
  });
}

export type XlsxParts = {
  comparison: Table;
  ordered: Table | null;
  history: Table;
  printshops: Table;
  task: TaskSheet;
} & Writing;

/**
 * The workbook: the comparison with its legend, once awarded what was ordered, every offer revision, the
 * printshops that offered (certificates, scorecard), the task with its formats.
 */
export async function buildXlsx(parts: XlsxParts): Promise<Buffer> {
  const { comparison, ordered, history, printshops, task, texts, timeZone } = parts;
  // Loaded on the first export, not at the server's start: ExcelJS takes a second or more to load.
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  book.creator = 'PrintTender';
  book.created = new Date();
  const writing = { texts, timeZone };
  const first = book.addWorksheet(texts.sheets.comparison);
  writeTable(first, comparison, writing);
  first.getColumn(comparison.columns.findIndex((c) => c.label === texts.notes) + 1).width = 50;
  writeLegend(first, texts);
  if (ordered) writeTable(book.addWorksheet(texts.sheets.ordered), ordered, writing);
  writeTable(book.addWorksheet(texts.sheets.history), history, writing);
  const shops = book.addWorksheet(texts.sheets.printshops);
  writeTable(shops, printshops, writing);
  shops.getColumn(2).width = 50;
  taskSheet(book.addWorksheet(texts.sheets.task), task, texts);
  return Buffer.from(await book.xlsx.writeBuffer());
}
