import type ExcelJS from 'exceljs';
import { groupText, type CertificateGroups } from '../../../shared/certificates.ts';
import type { Currency } from '../../../shared/currencies.ts';
import type { StaffLanguage } from '../../../shared/languages.ts';
import { formatCount } from '../../../shared/money.ts';
import type { FormatTexts } from '../../../shared/schemas/formats.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import type { TaskRow } from '../tasks/index.ts';
import type { ExportTexts } from './records.texts.ts';
import { moneyFormat } from './money-format.ts';
import { specSummary } from '../../../shared/spec-lines.ts';

/** The task as its sheet shows it: its fields, and each format's spec in the staff member's language. */
export type TaskSheet = Pick<
  TaskRow,
  'name' | 'note' | 'address' | 'lettershop' | 'deliveryDate' | 'deadlineDate' | 'awardDate' | 'budget'
> & {
  language: StaffLanguage;
  /** The task's currency, its budget's. */
  currency: Currency;
  sealed: boolean;
  /** The groups of certificate kinds the printshops must hold (docs/product.md#certificates). */
  requiredCertificates: CertificateGroups;
  formats: (Pick<
    TaskFormat,
    'title' | 'count' | 'counts' | 'runOn' | 'format' | 'color' | 'perforation' | 'fold' | 'spec'
  > &
    FormatTexts)[];
};

// A calendar day is midnight UTC: ExcelJS writes a Date as its UTC reading.
const day = (iso: string | null) => (iso === null ? null : new Date(`${iso}T00:00:00Z`));

/** The task's fields as label and value, then its formats as a table. */
export function taskSheet(sheet: ExcelJS.Worksheet, task: TaskSheet, texts: ExportTexts) {
  const { labels } = texts;
  const fields: [string, string | number | Date | null][] = [
    [texts.task.name, task.name],
    [labels.note, task.note],
    [labels.address, task.address],
    [labels.lettershop, task.lettershop],
    [labels.deliveryDate, day(task.deliveryDate)],
    [labels.deadlineDate, day(task.deadlineDate)],
    [texts.task.awardDate, day(task.awardDate)],
    [texts.task.sealed, task.sealed ? texts.task.yes : texts.task.no],
    [
      texts.task.requiredCertificates,
      task.requiredCertificates.map((group) => groupText(group, task.language)).join(', '),
    ],
    // In the task's currency, as the comparison's totals (docs/product.md#budget-and-approval).
    [texts.task.budget, task.budget === null ? null : task.budget / 100],
  ];
  for (const [label, value] of fields) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    row.getCell(2).alignment = { wrapText: true, vertical: 'top', horizontal: 'left' };
    if (value instanceof Date) row.getCell(2).numFmt = texts.dateFormat;
    if (typeof value === 'number') row.getCell(2).numFmt = moneyFormat(task.currency);
  }
  sheet.addRow([]);
  sheet.addRow([texts.task.formats]).font = { bold: true, size: 12 };
  const header = sheet.addRow([
    texts.task.title,
    texts.task.spec,
    labels.quantity,
    texts.task.counts,
    texts.task.runOn,
    labels.format,
    labels.color,
    labels.perforation,
    labels.fold,
    labels.weight,
    labels.personalisation,
    labels.description,
  ]);
  header.font = { bold: true };
  header.eachCell((cell) => (cell.border = { bottom: { style: 'thin' } }));
  for (const f of task.formats) {
    const row = sheet.addRow([
      f.title,
      // The structured spec in the reader's language (docs/product.md#specification), one line of its values.
      f.spec ? specSummary(f.spec, task.language) : '',
      f.count,
      f.counts.map((c) => formatCount(c, task.language)).join('; '),
      f.runOn ? texts.task.yes : texts.task.no,
      f.format,
      f.color,
      f.perforation,
      f.fold,
      f.weight,
      f.personalisation,
      f.description,
    ]);
    row.getCell(3).numFmt = '#,##0';
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  [28, 50, 12, 18, 14, 12, 12, 14, 14, 16, 20, 50].forEach((width, i) => (sheet.getColumn(i + 1).width = width));
}
