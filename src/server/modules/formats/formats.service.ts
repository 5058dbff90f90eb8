import { randomUUID } from 'node:crypto';
import { namedFields } from '../../../shared/schemas/body.ts';
import type { Format, FormatInput, FormatUpdate } from '../../../shared/schemas/formats.ts';
import type { Staff } from '../../auth/staff.ts';
import { userName } from '../../db/user-name.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { notFound, recordChanged } from '../../errors.ts';
import {
  deleteFormat,
  findFormat,
  findFormatChange,
  insertFormat,
  listFormats,
  updateFormat,
} from './formats.queries.ts';
import { assertVersionNames } from './spec-column.ts';

// Print format templates have no rules beyond their schema and version; tasks keep copies, so one can simply go.
const missing = () => notFound('The format');

export const formatList = (deps: Pick<Deps, 'db'>, workspaceId: string) => listFormats(deps.db, workspaceId);

export async function createFormat(deps: Pick<Deps, 'db'>, workspaceId: string, input: FormatInput): Promise<Format> {
  assertVersionNames(input.versions, 'versions');
  return storeFormat(deps.db, workspaceId, input);
}

/** A new stored format, written with `ex` (a task's transaction saves one of its formats this way). */
export async function storeFormat(ex: Executor, workspaceId: string, input: FormatInput): Promise<Format> {
  const id = randomUUID();
  await insertFormat(ex, workspaceId, id, input);
  return { id, ...input, spec: input.spec ?? null, versions: input.versions ?? [], version: 1 };
}

/**
 * Saves what the update names over the stored format (a language's texts one by one), keeps the rest and
 * raises the version; 409 RECORD_CHANGED when `version` is given and older.
 */
export async function changeFormat(deps: Pick<Deps, 'db'>, staff: Staff, id: string, update: FormatUpdate) {
  const { version, en, de, sk, ...fields } = update;
  assertVersionNames(fields.versions, 'versions');
  const workspaceId = staff.workspace.id;
  return deps.db.transaction().execute(async (trx): Promise<Format> => {
    // Locked: the texts are merged into the stored ones and written back as one.
    const stored = await findFormat(trx, workspaceId, id, true);
    if (!stored) throw missing();
    const { id: _, version: _v, ...current } = stored;
    const input: FormatInput = {
      ...current,
      ...namedFields(fields),
      en: { ...current.en, ...namedFields(en ?? {}) },
      de: { ...current.de, ...namedFields(de ?? {}) },
      sk: { ...current.sk, ...namedFields(sk ?? {}) },
    };
    if (await updateFormat(trx, workspaceId, id, input, { version, by: staff.user.id })) {
      const saved = await findFormat(trx, workspaceId, id);
      if (saved) return saved;
    }
    const last = await findFormatChange(trx, workspaceId, id);
    if (!last) throw missing();
    throw recordChanged(await userName(trx, last.updatedBy), last.updatedAt);
  });
}

export async function removeFormat(deps: Pick<Deps, 'db'>, workspaceId: string, id: string): Promise<void> {
  if (!(await deleteFormat(deps.db, workspaceId, id))) throw missing();
}
