import { lackingGroups, type CertificateGroups } from '../../../shared/certificates.ts';
import type { Executor } from '../../db/database.ts';
import { findCertificates } from './certificates.queries.ts';

/**
 * For each printshop named, the groups of `required` it lacks on the deadline day (docs/product.md#certificates);
 * those that lack none are left out.
 */
export async function lackingOf(
  ex: Executor,
  workspaceId: string,
  supplierIds: string[],
  required: CertificateGroups,
  deadline: string,
): Promise<Map<string, CertificateGroups>> {
  const lacking = new Map<string, CertificateGroups>();
  if (required.length === 0 || supplierIds.length === 0) return lacking;
  const held = await findCertificates(ex, workspaceId, supplierIds);
  for (const id of supplierIds) {
    const groups = lackingGroups(required, held.get(id) ?? [], deadline);
    if (groups.length > 0) lacking.set(id, groups);
  }
  return lacking;
}
