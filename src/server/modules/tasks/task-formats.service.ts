import { randomUUID } from 'node:crypto';
import type { Task, TaskFormat, TaskInput } from '../../../shared/schemas/tasks.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { assertVersionNames, storeFormat } from '../formats/index.ts';
import { findStoredFormatIds, findTask, findTaskFormats, linkTaskFormat } from './tasks.queries.ts';
import { toTask, type TaskDeps } from './task-answer.ts';

// A task's formats: their ids, and their link to the stored format they were copied from (the price history).

/**
 * Keeps the ids of formats the task has, gives new ones an id, refuses ids of other tasks. A format's link to
 * the stored format it came from stays unless the input names another (or null).
 */
export function withIds(input: TaskInput['formats'], current: TaskFormat[]): TaskFormat[] {
  const existing = new Map(current.map((f) => [f.id, f]));
  return input.map((f, i) => {
    if (f.id !== undefined && !existing.has(f.id)) {
      throw badRequest('UNKNOWN_FORMAT', 'This format is not part of the task.', `formats.${i}.id`);
    }
    assertVersionNames(f.versions, `formats.${i}.versions`);
    const was = existing.get(f.id ?? '');
    const formatId = f.formatId === undefined ? (was?.formatId ?? null) : f.formatId;
    // A client that knows no spec (absent) keeps the format's; null drops it.
    const spec = f.spec === undefined ? (was?.spec ?? null) : f.spec;
    // Versions and the version-change wish alike: absent keeps them (docs/product.md#versions).
    const versions = f.versions ?? was?.versions ?? [];
    const versionChangePrice = f.versionChangePrice ?? was?.versionChangePrice ?? false;
    // An amendment raises the revisions of what it changes (revisedFormats); a draft's formats stay at 1.
    const id = f.id ?? randomUUID();
    return { ...f, id, formatId, spec, versions, versionChangePrice, revision: was?.revision ?? 1 };
  });
}

/** 400 when a format names a stored format that is not the workspace's. */
export async function assertStoredFormats(ex: Executor, workspaceId: string, formats: TaskFormat[]) {
  const named = [...new Set(formats.flatMap((f) => (f.formatId ? [f.formatId] : [])))];
  if (named.length === 0) return;
  const found = new Set(await findStoredFormatIds(ex, workspaceId, named));
  const i = formats.findIndex((f) => f.formatId && !found.has(f.formatId));
  if (i >= 0) throw badRequest('UNKNOWN_FORMAT', 'This stored format does not exist.', `formats.${i}.formatId`);
}

/**
 * Saves a free format of a task as a stored format of the workspace and links the task's format to it, in any
 * state (no printshop reads the link): its prices join the stored format's price history.
 */
export async function storeTaskFormat(
  deps: Pick<Deps, 'db'> & TaskDeps,
  staff: Staff,
  taskId: string,
  id: string,
): Promise<Task> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findTask(trx, staff.workspace.id, taskId, true);
    if (!row) throw notFound('The task');
    const formats = await findTaskFormats(trx, taskId);
    const format = formats.find((f) => f.id === id);
    if (!format) throw notFound('The format');
    if (format.formatId !== null) throw conflict('FORMAT_STORED', 'This format is a stored format already.');
    const { title, format: size, color, perforation, fold, en, de, sk, spec, versions } = format;
    const stored = await storeFormat(trx, staff.workspace.id, {
      title,
      format: size,
      color,
      perforation,
      fold,
      en,
      de,
      sk,
      spec,
      versions,
    });
    await linkTaskFormat(trx, taskId, id, stored.id);
    await recordEvent(trx, { staff, taskId, kind: 'format-stored', subject: title });
    const linked = formats.map((f) => (f.id === id ? { ...f, formatId: stored.id } : f));
    return toTask(trx, row, linked, deps);
  });
}
