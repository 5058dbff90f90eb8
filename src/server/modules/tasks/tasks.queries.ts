import type { Executor } from '../mail/outbox.queries.ts';
import type { DbKind } from '../../db/database.ts';
import type { TaskFormatTable, TaskTable } from '../../db/schema.ts';
import type { FormatTexts } from '../../../shared/schemas/formats.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';

export type TaskRow = TaskTable;

/** One page of the workspace's tasks, newest first; one row more than `limit` tells that more follow. */
export async function listTaskSummaries(ex: Executor, workspaceId: string, page: { offset: number; limit: number }) {
  return ex
    .selectFrom('tasks')
    .select((eb) => [
      'tasks.id',
      'tasks.name',
      'tasks.note',
      'tasks.state',
      'tasks.deadlineDate',
      eb.selectFrom('taskFormats').select(eb.fn.countAll<number>().as('n')).whereRef('taskFormats.taskId', '=', 'tasks.id').as('formatCount'),
    ])
    .where('tasks.workspaceId', '=', workspaceId)
    .orderBy('tasks.createdAt', 'desc')
    .orderBy('tasks.id')
    .offset(page.offset)
    .limit(page.limit + 1)
    .execute();
}

/** The task row; with `lock` on PostgreSQL the row stays locked until the transaction ends. */
export async function findTask(ex: Executor, workspaceId: string, id: string, lock?: DbKind): Promise<TaskRow | undefined> {
  let q = ex.selectFrom('tasks').selectAll().where('workspaceId', '=', workspaceId).where('id', '=', id);
  if (lock === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function findTaskFormats(ex: Executor, taskId: string): Promise<TaskFormat[]> {
  const rows = await ex.selectFrom('taskFormats').selectAll().where('taskId', '=', taskId).orderBy('position').execute();
  return rows.map(toTaskFormat);
}

function toTaskFormat(row: TaskFormatTable): TaskFormat {
  const { texts, taskId: _t, position: _p, ...rest } = row;
  return { ...rest, ...(JSON.parse(texts) as { en: FormatTexts; de: FormatTexts; sk: FormatTexts }) };
}

export async function insertTask(ex: Executor, row: TaskRow) {
  await ex.insertInto('tasks').values(row).execute();
}

export async function updateTask(ex: Executor, workspaceId: string, id: string, changes: Partial<TaskRow>) {
  await ex.updateTable('tasks').set(changes).where('workspaceId', '=', workspaceId).where('id', '=', id).execute();
}

/** Replaces a task's formats with `formats`, in order; each must already carry its id. */
export async function replaceTaskFormats(ex: Executor, taskId: string, formats: TaskFormat[]) {
  await ex.deleteFrom('taskFormats').where('taskId', '=', taskId).execute();
  if (formats.length === 0) return;
  await ex
    .insertInto('taskFormats')
    .values(
      formats.map(({ id, count, title, format, color, perforation, fold, en, de, sk }, position) => ({
        id,
        taskId,
        position,
        count,
        title,
        format,
        color,
        perforation,
        fold,
        texts: JSON.stringify({ en, de, sk }),
      })),
    )
    .execute();
}

export async function deleteTask(ex: Executor, workspaceId: string, id: string): Promise<boolean> {
  await ex.deleteFrom('taskFormats').where('taskId', 'in', ex.selectFrom('tasks').select('id').where('workspaceId', '=', workspaceId).where('id', '=', id)).execute();
  await ex.deleteFrom('supplierTasks').where('workspaceId', '=', workspaceId).where('taskId', '=', id).execute();
  const result = await ex.deleteFrom('tasks').where('workspaceId', '=', workspaceId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every live supplier of the workspace, and deleted ones invited to this task, with the invitation. */
export async function listTaskSuppliers(ex: Executor, workspaceId: string, taskId: string) {
  return ex
    .selectFrom('suppliers')
    .leftJoin('supplierTasks', (join) =>
      join.onRef('supplierTasks.supplierId', '=', 'suppliers.id').on('supplierTasks.taskId', '=', taskId),
    )
    .leftJoin('mails', 'mails.id', 'supplierTasks.mailId')
    .select([
      'suppliers.id as supplierId',
      'suppliers.name',
      'suppliers.email',
      'suppliers.contactPerson',
      'suppliers.language',
      'suppliers.deletedAt',
      'supplierTasks.invitedAt',
      'supplierTasks.openedAt',
      'supplierTasks.clickedAt',
      'supplierTasks.sum',
      'mails.state as mailState',
      'mails.sentAt',
      'mails.lastError',
    ])
    .where('suppliers.workspaceId', '=', workspaceId)
    .where((eb) => eb.or([eb('suppliers.deletedAt', 'is', null), eb('supplierTasks.taskId', 'is not', null)]))
    .orderBy('suppliers.name')
    .orderBy('suppliers.id')
    .execute();
}

type NewSupplierTask = { taskId: string; supplierId: string; workspaceId: string; mailId: string; invitedAt: number };

export async function insertSupplierTasks(ex: Executor, rows: NewSupplierTask[]) {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200).map((r) => ({ ...r, openedAt: null, clickedAt: null, sum: null, prices: null, submittedAt: null }));
    await ex.insertInto('supplierTasks').values(chunk).execute();
  }
}

export async function listTaskMails(ex: Executor, workspaceId: string, taskId: string) {
  return ex
    .selectFrom('mails')
    .select(['id', 'kind', 'toAddress as to', 'supplierId', 'state', 'attempts', 'createdAt', 'sentAt', 'lastError as error'])
    .where('workspaceId', '=', workspaceId)
    .where('taskId', '=', taskId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

/** Marks the invitation sent as `mailId` opened, once. */
export async function markOpened(ex: Executor, mailId: string, now: number) {
  await ex.updateTable('supplierTasks').set({ openedAt: now }).where('mailId', '=', mailId).where('openedAt', 'is', null).execute();
}
