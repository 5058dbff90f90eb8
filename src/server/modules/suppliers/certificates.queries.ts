import type { Executor } from '../../db/database.ts';
import type { Certificate } from '../../../shared/schemas/certificates.ts';

/** The certificates of the workspace's printshops named (all of them without `supplierIds`), by printshop, in order. */
export async function findCertificates(
  ex: Executor,
  workspaceId: string,
  supplierIds?: string[],
): Promise<Map<string, Certificate[]>> {
  const byId = new Map<string, Certificate[]>();
  if (supplierIds?.length === 0) return byId;
  const rows = await ex
    .selectFrom('supplierCertificates')
    .select(['supplierId', 'kind', 'number', 'validUntil'])
    .where('workspaceId', '=', workspaceId)
    .$if(supplierIds !== undefined, (qb) => qb.where('supplierId', 'in', supplierIds!))
    .orderBy('supplierId')
    .orderBy('position')
    .execute();
  for (const { supplierId, ...certificate } of rows)
    byId.set(supplierId, [...(byId.get(supplierId) ?? []), certificate]);
  return byId;
}

/** Replaces a printshop's certificates with `certificates`, in order. */
export async function replaceCertificates(
  ex: Executor,
  workspaceId: string,
  supplierId: string,
  certificates: Certificate[],
) {
  await ex.deleteFrom('supplierCertificates').where('supplierId', '=', supplierId).execute();
  if (certificates.length === 0) return;
  await ex
    .insertInto('supplierCertificates')
    .values(certificates.map((c, position) => ({ supplierId, position, workspaceId, ...c })))
    .execute();
}

/** The certificates of new printshops (an import), in few statements. */
export async function insertCertificates(
  ex: Executor,
  workspaceId: string,
  held: { supplierId: string; certificates: Certificate[] }[],
) {
  const rows = held.flatMap(({ supplierId, certificates }) =>
    certificates.map((c, position) => ({ supplierId, position, workspaceId, ...c })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await ex
      .insertInto('supplierCertificates')
      .values(rows.slice(i, i + 500))
      .execute();
}
