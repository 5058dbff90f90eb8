import { randomUUID } from 'node:crypto';
import type { Task } from '../../../shared/schemas/tasks.ts';
import { decideState } from '../../../shared/task-state.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { isCompanyChoice } from '../team/index.ts';
import { findStoredFormatIds, findTask, findTaskFormats, insertTask, replaceTaskFormats } from './tasks.queries.ts';
import type { TaskRow } from './tasks.queries.ts';
import { facts, toTask, type TaskDeps } from './task-answer.ts';
import { deliveriesColumn, deliveriesOf } from './delivery-split.ts';

const NAME_MAX = 200;

/** The copy's name in the task's language; the buyer renames it as they like. */
const copyName = (row: TaskRow) => `${row.lang === 'en' ? 'Copy of' : 'Kopie von'} ${row.name}`.slice(0, NAME_MAX);

/**
 * POST /api/tasks/{id}/copy (docs/product.md#copy): a new pending task with every field of the source but its
 * dates, PO number and documents, its formats as they are now (at revision 1, linked to the stored formats that
 * still exist), nobody invited, no offers. It remembers its source, whose printshops its picker ticks.
 */
export async function copyTask(deps: Pick<Deps, 'db'> & TaskDeps, staff: Staff, id: string): Promise<Task> {
  const workspaceId = staff.workspace.id;
  const source = await findTask(deps.db, workspaceId, id);
  if (!source) throw notFound('The task');
  const given = await findTaskFormats(deps.db, id);
  const links = given.flatMap((f) => (f.formatId ? [f.formatId] : []));
  const stored = new Set(links.length ? await findStoredFormatIds(deps.db, workspaceId, links) : []);
  const ids = new Map(given.map((f) => [f.id, randomUUID()]));
  const formats = given.map((f) => ({
    ...f,
    id: ids.get(f.id)!,
    formatId: f.formatId && stored.has(f.formatId) ? f.formatId : null,
    revision: 1,
  }));
  // A company deleted since is no choice any more: the copy buys for the buying company.
  const companyId =
    source.companyId && (await isCompanyChoice(deps.db, workspaceId, source.companyId)) ? source.companyId : null;
  const now = Date.now();
  // Every field is copied (those added later too) but what belongs to the source's own run.
  const row: TaskRow = {
    ...source,
    id: randomUUID(),
    name: copyName(source),
    companyId,
    deliveryDate: null,
    deadlineDate: null,
    awardDate: null,
    poNumber: '',
    supplierId: null,
    testMailSentAt: null,
    invitedAt: null,
    acceptedAt: null,
    cancelledAt: null,
    cancelMessage: null,
    version: 1,
    revision: 0,
    createdBy: staff.user.id,
    updatedBy: null,
    createdAt: now,
    updatedAt: now,
    copiedFrom: source.id,
    awardReason: null,
    round: 1,
    // The addresses and their counts carry over, naming the copy's formats; their dates are the source's run's.
    deliveries: deliveriesColumn(
      deliveriesOf(source.deliveries).map((d) => ({
        ...d,
        date: null,
        counts: d.counts.map((c) => ({ ...c, formatId: ids.get(c.formatId) ?? c.formatId })),
      })),
    ),
    state: 0,
  };
  row.state = decideState(facts(row, formats.length));
  await deps.db.transaction().execute(async (trx) => {
    await insertTask(trx, row);
    await replaceTaskFormats(trx, row.id, formats);
    await recordEvent(trx, { staff, taskId: row.id, kind: 'copied', subject: source.name });
  });
  return toTask(deps.db, row, formats, deps);
}
