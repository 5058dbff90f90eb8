import type { Staff } from '../../auth/staff.ts';
import { conflict } from '../../errors.ts';
import { findTaskFormats, readTask, requiredOf } from '../tasks/index.ts';
import type { Download } from './download.ts';
import { compareOffers } from '../comparison/index.ts';
import { scorecards } from '../deliveries/index.ts';
import { findCertificates } from '../suppliers/index.ts';
import { buildCsv } from './csv.ts';
import { comparisonTable } from './comparison-table.ts';
import type { TaskSheet } from './task-sheet.ts';
import { exportTexts } from './records.texts.ts';
import type { Deps } from '../../deps.ts';

type ExportDeps = Pick<Deps, 'db' | 'config'>;

/** The staff comparison, in the staff member's language; 409 SEALED while sealed bids are not open yet. */
async function openComparison(deps: ExportDeps, staff: Staff, taskId: string) {
  const comparison = await compareOffers(deps, staff, taskId);
  if (comparison.opening !== null) {
    throw conflict('SEALED', 'The offers are sealed until the offer deadline has passed.');
  }
  const language = staff.user.language;
  return { comparison, language, texts: exportTexts[language] };
}

/**
 * The comparison, every offer revision, the printshops and the task with its formats, as an Excel workbook made
 * on a worker thread: 429 EXPORT_BUSY while the workspace has two exports going (docs/decisions/027).
 */
export async function offersXlsx(
  deps: ExportDeps & Pick<Deps, 'renders'>,
  staff: Staff,
  taskId: string,
): Promise<Download> {
  const { comparison, language, texts } = await openComparison(deps, staff, taskId);
  const supplierIds = [...new Set(comparison.offers.map((o) => o.supplierId))];
  const [task, formats, certificates, cards] = await Promise.all([
    readTask(deps.db, staff.workspace.id, taskId),
    findTaskFormats(deps.db, taskId),
    findCertificates(deps.db, staff.workspace.id, supplierIds),
    scorecards(deps, staff.workspace.id),
  ]);
  const sheet: TaskSheet = {
    ...task,
    language,
    currency: comparison.currency,
    sealed: Boolean(task.sealed),
    requiredCertificates: requiredOf(task),
    formats: formats.map((f) => {
      // A text the staff member's language leaves empty is shown in the task's.
      const own = f[language];
      const fallback = f[task.lang];
      return {
        ...f,
        weight: own.weight || fallback.weight,
        personalisation: own.personalisation || fallback.personalisation,
        description: own.description || fallback.description,
      };
    }),
  };
  const body = await deps.renders.now(staff.workspace.id, {
    kind: 'offers-xlsx',
    input: {
      comparison,
      certificates,
      scorecards: new Map(cards.items.map((c) => [c.supplierId, c])),
      task: sheet,
      timeZone: deps.config.timeZone,
    },
  });
  return { name: `${task.name} - ${texts.file}.xlsx`, body };
}

/** The comparison alone, as a CSV the staff member's Excel opens (`,` in English, `;` in German). */
export async function offersCsv(deps: ExportDeps, staff: Staff, taskId: string): Promise<Download> {
  const { comparison, language, texts } = await openComparison(deps, staff, taskId);
  const task = await readTask(deps.db, staff.workspace.id, taskId);
  const body = buildCsv(comparisonTable(comparison, texts, language), deps.config.timeZone, language);
  return { name: `${task.name} - ${texts.file}.csv`, body };
}
