import type { FileType } from '../../../shared/schemas/files.ts';
import type { Executor } from '../../db/database.ts';
import type { TaskFileTable } from '../../db/schema.ts';

/** A document as printshops see it listed (their pages, the invitation mail). */
export type TaskDocument = { id: string; name: string; size: number; type: FileType; formatId: string | null };

/** A task's files with the format they belong to; null when an amendment removed that format since. */
function withFormat(ex: Executor) {
  return ex
    .selectFrom('taskFiles')
    .leftJoin('taskFormats', (join) =>
      join.onRef('taskFormats.id', '=', 'taskFiles.formatId').onRef('taskFormats.taskId', '=', 'taskFiles.taskId'),
    )
    .select('taskFormats.id as formatId');
}

/** A task's documents, oldest first. */
export async function findTaskDocuments(ex: Executor, taskId: string): Promise<TaskDocument[]> {
  const rows = await withFormat(ex)
    .select(['taskFiles.id', 'name', 'size', 'type'])
    .where('taskFiles.taskId', '=', taskId)
    .orderBy('taskFiles.createdAt')
    .orderBy('taskFiles.id')
    .execute();
  return rows.map((r) => ({ ...r, size: Number(r.size), type: r.type as FileType }));
}

/** A task's files with the name of who uploaded each, oldest first. */
export async function listTaskFiles(ex: Executor, workspaceId: string, taskId: string) {
  const rows = await withFormat(ex)
    .leftJoin('user', 'user.id', 'taskFiles.uploadedBy')
    .select(['taskFiles.id', 'taskFiles.name', 'size', 'type', 'sha256', 'taskFiles.createdAt'])
    .select(['user.name as userName', 'user.username'])
    .where('taskFiles.workspaceId', '=', workspaceId)
    .where('taskFiles.taskId', '=', taskId)
    .orderBy('taskFiles.createdAt')
    .orderBy('taskFiles.id')
    .execute();
  return rows.map(({ userName, username, ...r }) => ({
    ...r,
    size: Number(r.size),
    type: r.type as FileType,
    uploadedBy: userName || username || '',
  }));
}

/** Who downloaded a task's files: per file and printshop, with the printshop's name. */
export async function listTaskDownloads(ex: Executor, taskId: string) {
  return ex
    .selectFrom('fileDownloads')
    .innerJoin('suppliers', 'suppliers.id', 'fileDownloads.supplierId')
    .select(['fileId', 'supplierId', 'suppliers.name', 'firstAt', 'lastAt', 'count'])
    .where('fileDownloads.taskId', '=', taskId)
    .orderBy('firstAt')
    .execute();
}

/** The bytes a task's documents take together. */
export async function taskFileBytes(ex: Executor, taskId: string): Promise<number> {
  const row = await ex
    .selectFrom('taskFiles')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('taskId', '=', taskId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

export async function insertTaskFiles(ex: Executor, rows: TaskFileTable[]): Promise<void> {
  if (rows.length > 0) await ex.insertInto('taskFiles').values(rows).execute();
}

/** One file of a task; of the workspace when one is named (staff), else by the task alone (a signed link). */
export async function findTaskFile(ex: Executor, taskId: string, fileId: string, workspaceId?: string) {
  let query = ex.selectFrom('taskFiles').selectAll().where('taskId', '=', taskId).where('id', '=', fileId);
  if (workspaceId !== undefined) query = query.where('workspaceId', '=', workspaceId);
  const row = await query.executeTakeFirst();
  return row && { ...row, size: Number(row.size), type: row.type as FileType };
}

export type TaskFileRow = NonNullable<Awaited<ReturnType<typeof findTaskFile>>>;

export async function deleteTaskFile(ex: Executor, fileId: string): Promise<void> {
  await ex.deleteFrom('fileDownloads').where('fileId', '=', fileId).execute();
  await ex.deleteFrom('taskFiles').where('id', '=', fileId).execute();
}

/** Whether the printshop was invited to the task and still exists, in the task's workspace. */
export async function isInvited(ex: Executor, taskId: string, supplierId: string): Promise<boolean> {
  const row = await ex
    .selectFrom('supplierTasks')
    .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select('supplierTasks.supplierId')
    .where('supplierTasks.taskId', '=', taskId)
    .where('supplierTasks.supplierId', '=', supplierId)
    .where('suppliers.deletedAt', 'is', null)
    .whereRef('suppliers.workspaceId', '=', 'tasks.workspaceId')
    .whereRef('supplierTasks.workspaceId', '=', 'tasks.workspaceId')
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts a printshop's download of a file: the first time, the last, how often. */
export async function recordDownload(
  ex: Executor,
  at: number,
  d: { fileId: string; supplierId: string; taskId: string },
) {
  await ex
    .insertInto('fileDownloads')
    .values({ ...d, firstAt: at, lastAt: at, count: 1 })
    .onConflict((oc) =>
      oc.columns(['fileId', 'supplierId']).doUpdateSet((eb) => ({
        lastAt: at,
        count: eb('fileDownloads.count', '+', 1),
      })),
    )
    .execute();
}
