import type { Executor } from '../../db/database.ts';
import { offerColumns, standingColumns } from '../offers/index.ts';

/**
 * Every live printshop of the workspace, and deleted ones invited to this task, with the invitation; the
 * offer's sum not while the task is sealed (`today`).
 */
export async function listSupplierTasks(ex: Executor, workspaceId: string, taskId: string, today: string) {
  return ex
    .selectFrom('suppliers')
    .leftJoin('supplierTasks', (join) =>
      join.onRef('supplierTasks.supplierId', '=', 'suppliers.id').on('supplierTasks.taskId', '=', taskId),
    )
    .leftJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .leftJoin('mails', 'mails.id', 'supplierTasks.mailId')
    .select([
      'suppliers.id as supplierId',
      'suppliers.name',
      'suppliers.email',
      'suppliers.contactPerson',
      'suppliers.language',
      'suppliers.createdAt',
      'suppliers.deletedAt',
      'supplierTasks.invitedAt',
      'supplierTasks.openedAt',
      'supplierTasks.clickedAt',
      ...offerColumns(today),
      ...standingColumns,
      'supplierTasks.declinedAt',
      'supplierTasks.declineReason',
      'mails.state as mailState',
      'mails.sentAt',
      'mails.lastError',
      'mails.delivery',
      'mails.deliveryDetail',
    ])
    .where('suppliers.workspaceId', '=', workspaceId)
    .where((eb) => eb.or([eb('suppliers.deletedAt', 'is', null), eb('supplierTasks.taskId', 'is not', null)]))
    .orderBy('suppliers.name')
    .orderBy('suppliers.id')
    .execute();
}

export type SupplierTaskRow = Awaited<ReturnType<typeof listSupplierTasks>>[number];

/**
 * The workspace's task sent most recently before `sentAt` (any time when null), other than `taskId`, with the
 * live printshops it invited; undefined when there is none.
 */
export async function findPreviousTask(ex: Executor, workspaceId: string, taskId: string, sentAt: number | null) {
  let query = ex
    .selectFrom('tasks')
    .select(['id', 'name', 'invitedAt'])
    .where('workspaceId', '=', workspaceId)
    .where('id', '!=', taskId)
    .where('invitedAt', 'is not', null);
  if (sentAt !== null) query = query.where('invitedAt', '<', sentAt);
  const task = await query.orderBy('invitedAt', 'desc').orderBy('id').limit(1).executeTakeFirst();
  if (!task) return undefined;
  return {
    taskId: task.id,
    name: task.name,
    invitedAt: Number(task.invitedAt),
    supplierIds: await liveInvited(ex, workspaceId, task.id),
  };
}

/** The task a copy was made from (docs/product.md#copy), with the live printshops it invited; undefined once deleted. */
export async function findCopySource(ex: Executor, workspaceId: string, sourceId: string) {
  const task = await ex
    .selectFrom('tasks')
    .select(['id', 'name'])
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', sourceId)
    .executeTakeFirst();
  if (!task) return undefined;
  return { taskId: task.id, name: task.name, supplierIds: await liveInvited(ex, workspaceId, task.id) };
}

/** The printshops a task invited that are still in the address book (not deleted), by id. */
async function liveInvited(ex: Executor, workspaceId: string, taskId: string): Promise<string[]> {
  const invited = await ex
    .selectFrom('supplierTasks')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select('supplierTasks.supplierId')
    .where('supplierTasks.taskId', '=', taskId)
    .where('suppliers.workspaceId', '=', workspaceId)
    .where('suppliers.deletedAt', 'is', null)
    .orderBy('supplierTasks.supplierId')
    .execute();
  return invited.map((r) => r.supplierId);
}

/** Those of `supplierIds` that are live printshops of the workspace without an invitation to the task. */
export async function listUninvited(ex: Executor, workspaceId: string, taskId: string, supplierIds: string[]) {
  if (supplierIds.length === 0) return [];
  const rows = await ex
    .selectFrom('suppliers')
    .leftJoin('supplierTasks', (join) =>
      join.onRef('supplierTasks.supplierId', '=', 'suppliers.id').on('supplierTasks.taskId', '=', taskId),
    )
    .select('suppliers.id')
    .where('suppliers.workspaceId', '=', workspaceId)
    .where('suppliers.id', 'in', supplierIds)
    .where('suppliers.deletedAt', 'is', null)
    .where('supplierTasks.taskId', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

type NewInvitation = { taskId: string; supplierId: string; workspaceId: string; mailId: string; invitedAt: number };

export async function insertInvitations(ex: Executor, rows: NewInvitation[]) {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows
      .slice(i, i + 200)
      .map((r) => ({ ...r, openedAt: null, clickedAt: null, sum: null, prices: null, submittedAt: null }));
    await ex.insertInto('supplierTasks').values(chunk).execute();
  }
}

/**
 * The mails of the workspace's tasks, newest first, as the mail logs list them; an invitation with when its
 * printshop opened it and its link (null for other mails).
 */
function workspaceMails(ex: Executor, workspaceId: string) {
  return ex
    .selectFrom('mails')
    .leftJoin('supplierTasks', 'supplierTasks.mailId', 'mails.id')
    .select([
      'mails.id',
      'mails.kind',
      'mails.toAddress as to',
      'mails.supplierId',
      'mails.state',
      'mails.attempts',
      'mails.createdAt',
      'mails.sentAt',
      'mails.lastError as error',
      'mails.delivery',
      'mails.deliveryDetail',
      'mails.nextAttemptAt',
      'mails.dedupeKey',
      'supplierTasks.openedAt',
      'supplierTasks.clickedAt',
    ])
    .where('mails.workspaceId', '=', workspaceId)
    .orderBy('mails.createdAt', 'desc')
    .orderBy('mails.id');
}

export async function listTaskMails(ex: Executor, workspaceId: string, taskId: string) {
  return workspaceMails(ex, workspaceId).where('mails.taskId', '=', taskId).execute();
}

/** A page of the mails of all the workspace's tasks (one more than `limit`: whether a next page exists). */
export async function listWorkspaceMails(ex: Executor, workspaceId: string, page: { offset: number; limit: number }) {
  const rows = await workspaceMails(ex, workspaceId)
    .select('mails.taskId')
    .where('mails.taskId', 'is not', null)
    .offset(page.offset)
    .limit(page.limit + 1)
    .execute();
  return rows.map(({ taskId, ...m }) => ({ ...m, taskId: taskId! }));
}

/** Marks the invitation sent as `mailId` opened, once: answers its task the first time, else undefined. */
export async function markOpened(ex: Executor, mailId: string, now: number): Promise<string | undefined> {
  const row = await ex
    .updateTable('supplierTasks')
    .set({ openedAt: now })
    .where('mailId', '=', mailId)
    .where('openedAt', 'is', null)
    .returning('taskId')
    .executeTakeFirst();
  return row?.taskId;
}

/** Marks the invitation clicked (its offer page opened), once: true the first time. */
export async function markClicked(ex: Executor, taskId: string, supplierId: string, now: number) {
  const result = await ex
    .updateTable('supplierTasks')
    .set({ clickedAt: now })
    .where('taskId', '=', taskId)
    .where('supplierId', '=', supplierId)
    .where('clickedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
