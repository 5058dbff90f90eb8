import { randomUUID } from 'node:crypto';
import { namedFields } from '../../../shared/schemas/body.ts';
import type { Contact, ContactInput, ContactUpdate } from '../../../shared/schemas/contact.ts';
import type { Staff } from '../../auth/staff.ts';
import { isUniqueViolation, type Executor } from '../../db/database.ts';
import { userName } from '../../db/user-name.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound, recordChanged } from '../../errors.ts';
import {
  findContact,
  findContactByEmail,
  findContactChange,
  insertContact,
  insertContacts,
  listContacts,
  softDeleteContact,
  updateContact,
  type ContactTableName,
} from './contacts.queries.ts';

/** Suppliers and companies share their rules; what differs is named here. */
export type ContactKind = { table: ContactTableName; label: string; uniqueEmail: boolean };

export const supplierKind: ContactKind = { table: 'suppliers', label: 'The printshop', uniqueEmail: true };
export const companyKind: ContactKind = { table: 'companies', label: 'The company', uniqueEmail: false };

type ContactDeps = Pick<Deps, 'db'>;

const emailTaken = (kind: ContactKind, email: string) =>
  badRequest('EMAIL_TAKEN', `${kind.label} with the e-mail ${email} already exists.`, 'email');

async function assertEmailFree(
  deps: ContactDeps,
  kind: ContactKind,
  workspaceId: string,
  email: string,
  exceptId?: string,
) {
  if (!kind.uniqueEmail) return;
  const other = await findContactByEmail(deps.db, kind.table, workspaceId, email);
  if (other && other.id !== exceptId) throw emailTaken(kind, email);
}

/** The check above answers the usual case; the unique index decides a race. */
async function write<T>(kind: ContactKind, email: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (err) {
    throw isUniqueViolation(err) ? emailTaken(kind, email) : err;
  }
}

export const contactList = (deps: ContactDeps, kind: ContactKind, workspaceId: string) =>
  listContacts(deps.db, kind.table, workspaceId);

/**
 * Adds a contact; `also` writes what a kind keeps beside it (a printshop's certificates, a company's commercial
 * fields) in the same transaction: a refusal there leaves no contact behind.
 */
export async function createContact(
  deps: ContactDeps,
  kind: ContactKind,
  workspaceId: string,
  input: ContactInput,
  also?: (trx: Executor, id: string) => Promise<void>,
): Promise<Contact> {
  await assertEmailFree(deps, kind, workspaceId, input.email);
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await write(kind, input.email, () => insertContact(trx, kind.table, workspaceId, id, input));
    await also?.(trx, id);
  });
  return { id, ...input, version: 1, bouncedAt: null };
}

/**
 * Saves the fields the update names (the others stay) and raises the version; 409 RECORD_CHANGED when
 * `version` is given and older. `also` writes what a kind keeps beside the contact (a printshop's
 * certificates) in the same transaction, once the contact is changed.
 */
export async function changeContact(
  deps: ContactDeps,
  kind: ContactKind,
  staff: Staff,
  id: string,
  update: ContactUpdate,
  also?: (trx: Executor) => Promise<void>,
): Promise<Contact> {
  const { version, ...named } = update;
  const input: Partial<ContactInput> = namedFields(named);
  const workspaceId = staff.workspace.id;
  if (!(await findContact(deps.db, kind.table, workspaceId, id))) throw notFound(kind.label);
  if (input.email !== undefined) await assertEmailFree(deps, kind, workspaceId, input.email, id);
  return deps.db.transaction().execute(async (trx) => {
    const change = { version, by: staff.user.id };
    const email = input.email ?? '';
    if (await write(kind, email, () => updateContact(trx, kind.table, workspaceId, id, input, change))) {
      await also?.(trx);
      const saved = await findContact(trx, kind.table, workspaceId, id);
      if (saved) return saved;
    }
    const last = await findContactChange(trx, kind.table, workspaceId, id);
    if (!last) throw notFound(kind.label);
    throw recordChanged(await userName(trx, last.updatedBy), last.updatedAt);
  });
}

/** Soft: invitations and offers keep the printshop's name. */
export async function removeContact(
  deps: ContactDeps,
  kind: ContactKind,
  workspaceId: string,
  id: string,
): Promise<void> {
  if (!(await softDeleteContact(deps.db, kind.table, workspaceId, id))) throw notFound(kind.label);
}

/**
 * An import's writes in the caller's transaction: new contacts, and the fields given of existing ones (by id, a
 * later version). The import checked the e-mails; the unique index decides a race (400 EMAIL_TAKEN).
 */
export async function importContacts(
  trx: Executor,
  kind: ContactKind,
  staff: Staff,
  writes: { creates: { id: string; input: ContactInput }[]; updates: { id: string; input: Partial<ContactInput> }[] },
): Promise<void> {
  const workspaceId = staff.workspace.id;
  await write(kind, '', () => insertContacts(trx, kind.table, workspaceId, writes.creates));
  for (const { id, input } of writes.updates) {
    const change = { version: undefined, by: staff.user.id };
    await write(kind, input.email ?? '', () => updateContact(trx, kind.table, workspaceId, id, input, change));
  }
}
