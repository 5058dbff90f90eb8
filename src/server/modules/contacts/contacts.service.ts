import { randomUUID } from 'node:crypto';
import type { Contact, ContactInput } from '../../../shared/schemas/contact.ts';
import { isUniqueViolation, type Db } from '../../db/database.ts';
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

type Kind = { table: ContactTableName; label: string; uniqueEmail: boolean };

export const supplierKind: Kind = { table: 'suppliers', label: 'The printshop', uniqueEmail: true };
export const companyKind: Kind = { table: 'companies', label: 'The company', uniqueEmail: false };

/** The rules of suppliers and companies: workspace-bound, supplier e-mails unique, deletes keep history. */
export function contactService(db: Db, kind: Kind) {
  const emailTaken = (email: string) =>
    badRequest('EMAIL_TAKEN', `${kind.label} with the e-mail ${email} already exists.`, 'email');

  async function assertEmailFree(workspaceId: string, email: string, exceptId?: string) {
    if (!kind.uniqueEmail) return;
    const other = await findContactByEmail(db, kind.table, workspaceId, email);
    if (other && other.id !== exceptId) throw emailTaken(email);
  }

  /** The check above answers the usual case; the unique index decides a race. */
  async function write(email: string, action: () => Promise<unknown>) {
    try {
      await action();
    } catch (err) {
      throw isUniqueViolation(err) ? emailTaken(email) : err;
    }
  }

  return {
    list: (workspaceId: string) => listContacts(db, kind.table, workspaceId),

    async create(workspaceId: string, input: ContactInput): Promise<Contact> {
      await assertEmailFree(workspaceId, input.email);
      const id = randomUUID();
      await write(input.email, () => insertContact(db, kind.table, workspaceId, id, input));
      return { id, ...input };
    },

    async update(workspaceId: string, id: string, input: ContactInput): Promise<Contact> {
      if (!(await findContact(db, kind.table, workspaceId, id))) throw notFound(kind.label);
      await assertEmailFree(workspaceId, input.email, id);
      await write(input.email, () => updateContact(db, kind.table, workspaceId, id, input));
      return { id, ...input };
    },

    async remove(workspaceId: string, id: string): Promise<void> {
      if (!(await softDeleteContact(db, kind.table, workspaceId, id))) throw notFound(kind.label);
    },
  };
}
