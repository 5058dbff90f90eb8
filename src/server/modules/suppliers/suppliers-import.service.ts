import { randomUUID } from 'node:crypto';
import type { ImportResult } from '../../../shared/schemas/imports.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { contactList, importContacts, supplierKind as kind } from '../contacts/index.ts';
import { recordWorkspaceEvent } from '../events/index.ts';
import { countsOf, readSheet, settle } from '../imports/index.ts';
import { insertCertificates, replaceCertificates } from './certificates.queries.ts';
import { planSuppliers, SUPPLIER_COLUMNS } from './suppliers-import.ts';

/**
 * `POST /api/suppliers/import`: every row checked against the workspace's printshops (same e-mail: an update);
 * on confirm the rows without problems saved in one transaction, with one event in the workspace's trail.
 */
export async function importSuppliers(
  deps: Pick<Deps, 'db'>,
  staff: Staff,
  table: string[][],
  options: { confirm: boolean; skipInvalid: boolean },
): Promise<ImportResult> {
  const sheet = readSheet(table, SUPPLIER_COLUMNS);
  const workspaceId = staff.workspace.id;
  const existing = new Map((await contactList(deps, kind, workspaceId)).map((c) => [c.email, c.id]));
  const { result, toSave } = settle(planSuppliers(sheet, existing), options);
  const answer = { ...result, saved: false, ignoredColumns: sheet.ignoredColumns };
  if (!options.confirm || toSave.length === 0) return { ...answer, saved: options.confirm };
  const creates = toSave.flatMap(({ value }) => (value.create ? [{ id: randomUUID(), input: value.create }] : []));
  const updates = toSave.flatMap(({ value: { existingId, update } }) => {
    if (!existingId || !update) return [];
    const { certificates, version: _, ...input } = update;
    return [{ id: existingId, input, certificates }];
  });
  await deps.db.transaction().execute(async (trx) => {
    await importContacts(trx, kind, staff, {
      creates: creates.map(({ id, input: { certificates: _, ...input } }) => ({ id, input })),
      updates,
    });
    await insertCertificates(
      trx,
      workspaceId,
      creates.map(({ id, input }) => ({ supplierId: id, certificates: input.certificates })),
    );
    for (const { id, certificates } of updates)
      if (certificates) await replaceCertificates(trx, workspaceId, id, certificates);
    await recordWorkspaceEvent(trx, {
      workspaceId,
      userId: staff.user.id,
      kind: 'suppliers-imported',
      values: countsOf(result),
    });
  });
  return { ...answer, saved: true };
}
