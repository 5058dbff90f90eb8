import type { Certificate } from '../../../shared/schemas/certificates.ts';
import type { Comparison } from '../../../shared/schemas/comparison.ts';
import type { ScorecardSummary } from '../../../shared/schemas/deliveries.ts';
import { comparisonTable, historyTable } from './comparison-table.ts';
import { orderedTable } from './ordered-table.ts';
import { suppliersTable } from './suppliers-table.ts';
import { exportTexts } from './records.texts.ts';
import type { TaskSheet } from './task-sheet.ts';
import { buildXlsx } from './xlsx.ts';

/** What the workbook is made of, as plain data: it is made on a worker thread (docs/decisions/027). */
export type WorkbookInput = {
  comparison: Comparison;
  certificates: ReadonlyMap<string, Certificate[]>;
  scorecards: ReadonlyMap<string, ScorecardSummary>;
  /** The task in the staff member's language, which the whole workbook is written in. */
  task: TaskSheet;
  timeZone: string;
};

/** The comparison, what was ordered, every offer revision, the printshops and the task, as an XLSX file. */
export function offersWorkbook({ comparison, certificates, scorecards, task, timeZone }: WorkbookInput) {
  const { language } = task;
  // The texts are looked up here: their functions cannot cross to a worker thread.
  const texts = exportTexts[language];
  return buildXlsx({
    comparison: comparisonTable(comparison, texts, language),
    ordered: orderedTable(comparison, texts),
    history: historyTable(comparison, texts, language),
    suppliers: suppliersTable(comparison, { certificates, scorecards }, texts, language),
    task,
    texts,
    timeZone,
  });
}
