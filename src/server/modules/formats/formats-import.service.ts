import { randomUUID } from 'node:crypto';
import type { ImportResult } from '../../../shared/schemas/imports.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { recordWorkspaceEvent } from '../events/index.ts';
import { countsOf, readSheet, settle } from '../imports/index.ts';
import { FORMAT_COLUMNS, planFormats } from './formats-import.ts';
import { insertFormats, listFormats, updateFormat } from './formats.queries.ts';

/**
 * `POST /api/formats/import`: every row checked against the workspace's stored formats (same title: an
 * update); on confirm the rows without problems saved in one transaction, with one event in the workspace's trail.
 */
export async function importFormats(
  deps: Pick<Deps, 'db'>,
  staff: Staff,
  table: string[][],
  options: { confirm: boolean; skipInvalid: boolean },
): Promise<ImportResult> {
  const sheet = readSheet(table, FORMAT_COLUMNS);
  const workspaceId = staff.workspace.id;
  const { result, toSave } = settle(planFormats(sheet, await listFormats(deps.db, workspaceId)), options);
  const answer = { ...result, saved: false, ignoredColumns: sheet.ignoredColumns };
  if (!options.confirm || toSave.length === 0) return { ...answer, saved: options.confirm };
  await deps.db.transaction().execute(async (trx) => {
    const creates = toSave.filter((p) => !p.value.id).map((p) => ({ id: randomUUID(), input: p.value.input }));
    await insertFormats(trx, workspaceId, creates);
    for (const { value } of toSave)
      if (value.id)
        await updateFormat(trx, workspaceId, value.id, value.input, { version: undefined, by: staff.user.id });
    await recordWorkspaceEvent(trx, {
      workspaceId,
      userId: staff.user.id,
      kind: 'formats-imported',
      values: countsOf(result),
    });
  });
  return { ...answer, saved: true };
}
