import { lackingKinds } from '../../../shared/certificates.ts';
import type { Supplier, SupplierInput, SupplierUpdate } from '../../../shared/schemas/suppliers.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import type { Executor } from '../../db/database.ts';
import { changeContact, contactList, createContact, supplierKind as kind } from '../contacts/index.ts';
import { findCertificates, replaceCertificates } from './certificates.queries.ts';

// A printshop is a contact with certificates (docs/product.md#certificates): the contacts module keeps the
// contact, this module the certificates beside it.

type SupplierDeps = Pick<Deps, 'db'>;

export async function supplierList(deps: SupplierDeps, workspaceId: string): Promise<Supplier[]> {
  const [contacts, certificates] = await Promise.all([
    contactList(deps, kind, workspaceId),
    findCertificates(deps.db, workspaceId),
  ]);
  return contacts.map((c) => ({ ...c, certificates: certificates.get(c.id) ?? [] }));
}

export async function createSupplier(deps: SupplierDeps, workspaceId: string, input: SupplierInput): Promise<Supplier> {
  const { certificates, ...contact } = input;
  const created = await createContact(deps, kind, workspaceId, contact);
  await replaceCertificates(deps.db, workspaceId, created.id, certificates);
  return { ...created, certificates };
}

/** The contact's fields as contacts.service changes them; `certificates`, when given, replace the list. */
export async function changeSupplier(
  deps: SupplierDeps,
  staff: Staff,
  id: string,
  update: SupplierUpdate,
): Promise<Supplier> {
  const { certificates, ...contact } = update;
  const workspaceId = staff.workspace.id;
  const changed = await changeContact(deps, kind, staff, id, contact, async (trx) => {
    if (certificates) await replaceCertificates(trx, workspaceId, id, certificates);
  });
  const held = await findCertificates(deps.db, workspaceId, [id]);
  return { ...changed, certificates: held.get(id) ?? [] };
}

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
