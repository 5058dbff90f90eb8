import type { Db } from '../../db/database.ts';
import type { Contact, ContactInput } from '../../../shared/schemas/contact.ts';

/** Suppliers and companies have the same columns and rules; these queries serve both tables. */
export type ContactTableName = 'suppliers' | 'companies';

const columns = ['id', 'name', 'email', 'contactPerson', 'address', 'vatNumber', 'accountNumber', 'language'] as const;

export async function listContacts(db: Db, table: ContactTableName, workspaceId: string): Promise<Contact[]> {
  return db
    .selectFrom(table)
    .select(columns)
    .where('workspaceId', '=', workspaceId)
    .where('deletedAt', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function findContact(
  db: Db,
  table: ContactTableName,
  workspaceId: string,
  id: string,
): Promise<Contact | undefined> {
  return db
    .selectFrom(table)
    .select(columns)
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Another live contact of the workspace with this e-mail, if any. */
export async function findContactByEmail(db: Db, table: ContactTableName, workspaceId: string, email: string) {
  return db
    .selectFrom(table)
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where('email', '=', email)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function insertContact(
  db: Db,
  table: ContactTableName,
  workspaceId: string,
  id: string,
  input: ContactInput,
) {
  const now = Date.now();
  await db
    .insertInto(table)
    .values({ id, workspaceId, ...input, createdAt: now, updatedAt: now, deletedAt: null })
    .execute();
}

export async function updateContact(
  db: Db,
  table: ContactTableName,
  workspaceId: string,
  id: string,
  input: ContactInput,
) {
  const result = await db
    .updateTable(table)
    .set({ ...input, updatedAt: Date.now() })
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function softDeleteContact(db: Db, table: ContactTableName, workspaceId: string, id: string) {
  const result = await db
    .updateTable(table)
    .set({ deletedAt: Date.now() })
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
