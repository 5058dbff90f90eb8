import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { refusal, type TaskAction } from '../../../shared/task-state.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { notFound, refused } from '../../errors.ts';
import { findTask, findTaskFormats, type TaskRow } from './tasks.queries.ts';

/** A task locked for an action, with its formats. */
export type OpenedTask = { row: TaskRow; formats: TaskFormat[] };

/**
 * The one way to change a task or what its pages show (docs/decisions/010): `work` runs in a transaction on
 * the task, locked and checked for `action` (404 unless the workspace has it, 409 when its state refuses the
 * action). After the commit the change is announced — the offer page's cache and the open staff pages read the
 * task again, on every instance — and the outbox is told of the mails the change may have queued. No caller
 * can forget either.
 */
export async function changeTask<T>(
  deps: Pick<Deps, 'db' | 'taskChanges' | 'outbox'>,
  workspaceId: string,
  id: string,
  action: TaskAction,
  work: (trx: Executor, task: OpenedTask) => Promise<T>,
): Promise<T> {
  const result = await deps.db
    .transaction()
    .execute(async (trx) => work(trx, await openTask(trx, workspaceId, id, action)));
  deps.outbox.poke();
  // eslint-disable-next-line no-restricted-syntax -- the one place a task change is announced
  deps.taskChanges.changed(id);
  return result;
}

/**
 * The task, locked until the transaction ends, with its formats: 404 unless the workspace has it, 409 when
 * its state refuses `action`.
 */
export async function openTask(ex: Executor, workspaceId: string, id: string, action: TaskAction): Promise<OpenedTask> {
  const row = await findTask(ex, workspaceId, id, true);
  if (!row) throw notFound('The task');
  const no = refusal(action, row.state);
  if (no) throw refused(no);
  return { row, formats: await findTaskFormats(ex, id) };
}
