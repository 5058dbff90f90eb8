import { lackingKinds } from '../../../shared/certificates.ts';
import type { Executor } from '../../db/database.ts';
import { findCertificates } from './certificates.queries.ts';

/**
 * For each printshop named, the kinds of `required` it lacks on the deadline day (docs/product.md#certificates);
 * those that lack none are left out.
 */
export async function lackingOf(
  ex: Executor,
  workspaceId: string,
  supplierIds: string[],
  required: string[],
  deadline: string,
): Promise<Map<string, string[]>> {
  const lacking = new Map<string, string[]>();
  if (required.length === 0 || supplierIds.length === 0) return lacking;
  const held = await findCertificates(ex, workspaceId, supplierIds);
  for (const id of supplierIds) {
    const kinds = lackingKinds(required, held.get(id) ?? [], deadline);
    if (kinds.length > 0) lacking.set(id, kinds);
  }
  return lacking;
}
