import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { forUpdate } from '../../db/locks.ts';
import type { TaskFormatTable, TaskRevisionTable, TaskTable } from '../../db/schema.ts';
import type { Change, Revision } from '../../../shared/schemas/revisions.ts';
import type { FormatTexts } from '../../../shared/schemas/formats.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { parseSpec, parseVersions, specColumn, versionsColumn } from '../formats/index.ts';

/** A task as the service sees it; the queries keep `searchName` in step with its name. */
export type TaskRow = Omit<TaskTable, 'searchName' | 'round'> & { round: number };

/** The name as the task list searches it: lower-cased the same way on both databases (015-task-search). */
export const searchKey = (text: string) => text.normalize('NFC').toLowerCase();

/** The task row; with `lock` it stays locked until the transaction ends. */
export async function findTask(
  ex: Executor,
  workspaceId: string,
  id: string,
  lock = false,
): Promise<TaskRow | undefined> {
  const query = ex.selectFrom('tasks').selectAll().where('workspaceId', '=', workspaceId).where('id', '=', id);
  return (lock ? forUpdate(query) : query).executeTakeFirst();
}

export async function findTaskFormats(ex: Executor, taskId: string): Promise<TaskFormat[]> {
  const rows = await ex
    .selectFrom('taskFormats')
    .selectAll()
    .where('taskId', '=', taskId)
    .orderBy('position')
    .execute();
  return rows.map(toTaskFormat);
}

function toTaskFormat(row: Selectable<TaskFormatTable>): TaskFormat {
  const { texts, spec, versions, versionChangePrice, counts, runOn, revision, taskId: _t, position: _p, ...rest } = row;
  const languages = JSON.parse(texts) as { en: FormatTexts; de: FormatTexts; sk: FormatTexts };
  return {
    ...rest,
    counts: JSON.parse(counts) as number[],
    runOn: Boolean(runOn),
    revision: Number(revision),
    ...languages,
    spec: parseSpec(spec),
    versions: parseVersions(versions),
    versionChangePrice: Boolean(versionChangePrice),
  };
}

export async function insertTask(ex: Executor, row: TaskRow) {
  await ex
    .insertInto('tasks')
    .values({ ...row, searchName: searchKey(row.name) })
    .execute();
}

export async function updateTask(ex: Executor, workspaceId: string, id: string, changes: Partial<TaskRow>) {
  const search = changes.name === undefined ? {} : { searchName: searchKey(changes.name) };
  await ex
    .updateTable('tasks')
    .set({ ...changes, ...search })
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .execute();
}

/** Replaces a task's formats with `formats`, in order; each must already carry its id. */
export async function replaceTaskFormats(ex: Executor, taskId: string, formats: TaskFormat[]) {
  await ex.deleteFrom('taskFormats').where('taskId', '=', taskId).execute();
  if (formats.length === 0) return;
  await ex
    .insertInto('taskFormats')
    .values(
      formats.map(
        (
          {
            id,
            formatId,
            revision,
            count,
            counts,
            runOn,
            title,
            format,
            color,
            perforation,
            fold,
            en,
            de,
            sk,
            ...more
          },
          position,
        ) => ({
          id,
          formatId,
          revision,
          taskId,
          position,
          count,
          counts: JSON.stringify(counts),
          runOn: runOn ? 1 : 0,
          title,
          format,
          color,
          perforation,
          fold,
          texts: JSON.stringify({ en, de, sk }),
          spec: specColumn(more.spec),
          versions: versionsColumn(more.versions),
          versionChangePrice: more.versionChangePrice ? 1 : 0,
        }),
      ),
    )
    .execute();
}

/** Those of `ids` that are stored formats of the workspace. */
export async function findStoredFormatIds(ex: Executor, workspaceId: string, ids: string[]): Promise<string[]> {
  const rows = await ex
    .selectFrom('formats')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Deletes the task; its formats, invitations, documents (rows: the caller discards the bytes), offer revisions
 * and events go by the foreign keys' cascade.
 */
export async function deleteTask(ex: Executor, workspaceId: string, id: string): Promise<boolean> {
  const result = await ex
    .deleteFrom('tasks')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Where the task's documents keep their bytes (the storage keys), to discard once the task is deleted. */
export async function findTaskFileKeys(ex: Executor, taskId: string): Promise<string[]> {
  const rows = await ex.selectFrom('taskFiles').select('storageKey').where('taskId', '=', taskId).execute();
  return rows.map((r) => r.storageKey);
}

/** A task's reminder settings (docs/product.md#reminders). */
export async function saveReminderSettings(
  ex: Executor,
  workspaceId: string,
  id: string,
  settings: Pick<TaskRow, 'remindDays' | 'unopenedDays'>,
) {
  await ex
    .updateTable('tasks')
    .set({ remindDays: settings.remindDays, unopenedDays: settings.unopenedDays })
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .execute();
}

export async function findTaskRevisions(ex: Executor, taskId: string): Promise<Revision[]> {
  const rows = await ex
    .selectFrom('taskRevisions')
    .leftJoin('user', 'user.id', 'taskRevisions.createdBy')
    .select([
      'taskRevisions.number',
      'taskRevisions.message',
      'taskRevisions.changes',
      'taskRevisions.pricesChanged',
      'taskRevisions.createdAt',
      'user.name',
    ])
    .where('taskRevisions.taskId', '=', taskId)
    .orderBy('taskRevisions.number')
    .execute();
  return rows.map(({ changes, pricesChanged, name, createdAt, ...row }) => ({
    ...row,
    changes: JSON.parse(changes) as Change[],
    pricesChanged: Boolean(pricesChanged),
    by: name ?? '',
    createdAt: Number(createdAt),
  }));
}

export async function insertTaskRevision(ex: Executor, row: TaskRevisionTable) {
  await ex.insertInto('taskRevisions').values(row).execute();
}

/** The task's revision, raised by every amendment (offer-page/task-cache.ts checks that formats and revision were read together). */
export async function revisionOf(ex: Executor, taskId: string): Promise<number | undefined> {
  const row = await ex.selectFrom('tasks').select('revision').where('id', '=', taskId).executeTakeFirst();
  return row?.revision;
}

/** A task by its id alone, for the preview link, whose signature names the task. */
export async function findTaskById(ex: Executor, id: string): Promise<TaskRow | undefined> {
  return ex.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Links a task's format to the stored format it was saved as. */
export async function linkTaskFormat(ex: Executor, taskId: string, id: string, formatId: string) {
  await ex.updateTable('taskFormats').set({ formatId }).where('taskId', '=', taskId).where('id', '=', id).execute();
}
