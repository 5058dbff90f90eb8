import type { Supplier, SupplierInput, SupplierUpdate } from '../../../shared/schemas/suppliers.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { changeContact, contactList, createContact, supplierKind as kind } from '../contacts/index.ts';
import { findCertificates, replaceCertificates } from './certificates.queries.ts';

// A printshop is a contact with certificates (docs/product.md#certificates): the contacts module keeps the rules
// a printshop shares with a company record, this module the printshop and the certificates beside it, each
// written with its certificates in one transaction.

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
  const created = await createContact(deps, kind, workspaceId, contact, (trx, id) =>
    replaceCertificates(trx, workspaceId, id, certificates),
  );
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
