import { randomUUID } from 'node:crypto';
import type { Contact, ContactInput } from '../../../shared/schemas/contact.ts';
import { isUniqueViolation } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../errors.ts';
import {
  findContact,
  findContactByEmail,
  insertContact,
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
async function write(kind: ContactKind, email: string, action: () => Promise<unknown>) {
  try {
    await action();
  } catch (err) {
    throw isUniqueViolation(err) ? emailTaken(kind, email) : err;
  }
}

export const contactList = (deps: ContactDeps, kind: ContactKind, workspaceId: string) =>
  listContacts(deps.db, kind.table, workspaceId);

export async function createContact(
  deps: ContactDeps,
  kind: ContactKind,
  workspaceId: string,
  input: ContactInput,
): Promise<Contact> {
  await assertEmailFree(deps, kind, workspaceId, input.email);
  const id = randomUUID();
  await write(kind, input.email, () => insertContact(deps.db, kind.table, workspaceId, id, input));
  return { id, ...input };
}

export async function changeContact(
  deps: ContactDeps,
  kind: ContactKind,
  workspaceId: string,
  id: string,
  input: ContactInput,
): Promise<Contact> {
  if (!(await findContact(deps.db, kind.table, workspaceId, id))) throw notFound(kind.label);
  await assertEmailFree(deps, kind, workspaceId, input.email, id);
  await write(kind, input.email, () => updateContact(deps.db, kind.table, workspaceId, id, input));
  return { id, ...input };
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
