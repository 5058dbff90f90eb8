import type ExcelJS from 'exceljs';
import type { Cell, Column, RowKind, Table } from './table.ts';
import { moneyFormat } from './money-format.ts';
import { wallClock } from './wall-clock.ts';
import type { StaffLanguage } from '../../../shared/languages.ts';
import { exportTexts, type ExportTexts } from './records.texts.ts';
import { taskSheet, type TaskSheet } from './task-sheet.ts';

const GREEN = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFC6EFCE' } } as const;
const GREY = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } } as const;
const ORANGE = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE0B2' } } as const;
const LOWEST_FONT = { bold: true, color: { argb: 'FF006100' } };
// Lowest by the price alone: blue in a dashed frame, not to be read as the green lowest incl. delivery.
const PRICE_FONT = { bold: true, color: { argb: 'FF0369A1' } };
const dashed = { style: 'dashed', color: { argb: 'FF0369A1' } } as const;
const PRICE_BORDER = { top: dashed, left: dashed, bottom: dashed, right: dashed };
const OUTLIER_FONT = { bold: true, color: { argb: 'FF9A3412' } };
const TO_CONFIRM_FONT = { italic: true, color: { argb: 'FF7F7F7F' } };
const ROW_FONTS: Record<RowKind, Partial<ExcelJS.Font> | undefined> = {
  offer: undefined,
  stale: { italic: true, color: { argb: 'FF7F6000' } },
  alternative: { color: { argb: 'FF1F4E79' } },
  declined: { italic: true, color: { argb: 'FF808080' } },
};
const WIDTHS: Record<Column['kind'], number> = { text: 24, money: 14, whole: 12, at: 17, number: 12 };

export type Writing = { texts: ExportTexts; timeZone: string };

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
    target.numFmt = moneyFormat(cell.currency);
    mark(target, cell, texts);
  }
}

/** An amount's marks, as the screen shows them (docs/product.md#exports); a note says what may be a typo. */
function mark(target: ExcelJS.Cell, cell: Extract<Cell, { cents: number }>, texts: ExportTexts) {
  if (cell.toConfirm) target.font = TO_CONFIRM_FONT;
  if (cell.mark === 'landed' || cell.mark === 'total') {
    target.font = LOWEST_FONT;
    target.fill = GREEN;
  }
  if (cell.mark === 'price') {
    target.font = PRICE_FONT;
    target.border = PRICE_BORDER;
  }
  if (cell.outlier) {
    target.font = OUTLIER_FONT;
    target.fill = ORANGE;
    target.note = texts.outlier;
  }
  if (cell.flaggedTotal) target.note = `${texts.lowestTotal}: ${texts.bestFlagged}`;
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

type LegendLine = { sample: string; meaning: string; font?: Partial<ExcelJS.Font>; look?: Partial<ExcelJS.Style> };

function writeLegend(sheet: ExcelJS.Worksheet, texts: ExportTexts) {
  const first = sheet.rowCount + 2;
  sheet.getCell(first, 1).value = texts.legend.title;
  sheet.getCell(first, 1).font = { bold: true };
  const { legend } = texts;
  const lines: LegendLine[] = [
    { sample: texts.lowestLanded, meaning: legend.lowest, font: LOWEST_FONT, look: { fill: GREEN } },
    { sample: texts.lowestPrice, meaning: legend.lowestPrice, font: PRICE_FONT, look: { border: PRICE_BORDER } },
    { sample: texts.outlier, meaning: legend.outlier, font: OUTLIER_FONT, look: { fill: ORANGE } },
    { sample: texts.toConfirm, meaning: legend.toConfirm, font: TO_CONFIRM_FONT },
    { sample: texts.stale, meaning: legend.stale, font: ROW_FONTS.stale },
    { sample: texts.partial, meaning: legend.partial },
    { sample: texts.alternative, meaning: legend.alternative, font: ROW_FONTS.alternative },
    { sample: texts.declined, meaning: legend.declined, font: ROW_FONTS.declined },
  ];
  lines.forEach(({ sample, meaning, font, look }, i) => {
    const cell = sheet.getCell(first + 1 + i, 1);
    cell.value = sample;
    if (font) cell.font = font;
    if (look?.fill) cell.fill = look.fill;
    if (look?.border) cell.border = look.border;
    sheet.getCell(first + 1 + i, 2).value = meaning;
  });
}

export type XlsxParts = {
  comparison: Table;
  ordered: Table | null;
  history: Table;
  suppliers: Table;
  task: TaskSheet;
} & Writing;

/**
 * The workbook: the comparison with its legend, once awarded what was ordered, every offer revision, the
 * printshops that offered (certificates, scorecard), the task with its formats.
 */
export async function buildXlsx(parts: XlsxParts): Promise<Buffer> {
  const { comparison, ordered, history, suppliers, task, texts, timeZone } = parts;
  // Loaded on the first export, not at the server's start: ExcelJS takes a second or more to load.
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  book.creator = 'PrintTender';
  book.created = new Date();
  const writing = { texts, timeZone };
  const first = book.addWorksheet(texts.sheets.comparison);
  writeTable(first, comparison, writing);
  const widen = (label: string, width: number) =>
    (first.getColumn(comparison.columns.findIndex((c) => c.label === label) + 1).width = width);
  widen(texts.notes, 50);
  widen(texts.marks, 40);
  writeLegend(first, texts);
  if (ordered) writeTable(book.addWorksheet(texts.sheets.ordered), ordered, writing);
  writeTable(book.addWorksheet(texts.sheets.history), history, writing);
  const shops = book.addWorksheet(texts.sheets.suppliers);
  writeTable(shops, suppliers, writing);
  shops.getColumn(2).width = 50;
  taskSheet(book.addWorksheet(texts.sheets.task), task, texts);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Plain tables, a sheet each under its name (the spend report's export, docs/product.md#spend). */
export async function tablesXlsx(sheets: readonly { name: string; table: Table }[], writing: Writing): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  book.creator = 'PrintTender';
  book.created = new Date();
  for (const { name, table } of sheets) writeTable(book.addWorksheet(name), table, writing);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One table on one sheet, in the look of the task's workbook: what another module exports (the invoices'). */
export const tableXlsx = (sheetName: string, table: Table, language: StaffLanguage, timeZone: string) =>
  tablesXlsx([{ name: sheetName, table }], { texts: exportTexts[language], timeZone });
