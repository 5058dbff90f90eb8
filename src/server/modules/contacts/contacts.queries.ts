import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { Contact, ContactInput } from '../../../shared/schemas/contact.ts';

/** Suppliers and companies have the same columns and rules; these queries serve both tables. */
export type ContactTableName = 'suppliers' | 'companies';

const columns = [
  'id',
  'name',
  'email',
  'contactPerson',
  'address',
  'vatNumber',
  'accountNumber',
  'language',
  'country',
  'version',
  'bouncedAt',
] as const;

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
  ex: Executor,
  table: ContactTableName,
  workspaceId: string,
  id: string,
): Promise<Contact | undefined> {
  return ex
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

/** The last change of a live contact: what a refused update names. */
export async function findContactChange(ex: Executor, table: ContactTableName, workspaceId: string, id: string) {
  return ex
    .selectFrom(table)
    .select(['updatedBy', 'updatedAt'])
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/**
 * Writes the fields given and raises the contact's version, only if it still has `change.version` (when given): false when
 * no live row matched, for a missing contact or a newer version. The condition makes the check and write one step.
 */
export async function updateContact(
  ex: Executor,
  table: ContactTableName,
  workspaceId: string,
  id: string,
  input: Partial<ContactInput>,
  change: { version: number | undefined; by: string },
) {
  const result = await ex
    .updateTable(table)
    .set((eb) => ({
      ...input,
      version: eb('version', '+', 1),
      updatedBy: change.by,
      updatedAt: Date.now(),
      // A new address has not bounced yet (docs/product.md#mail-that-did-not-arrive).
      ...(input.email === undefined
        ? {}
        : { bouncedAt: sql<number | null>`CASE WHEN "email" = ${input.email} THEN "bouncedAt" ELSE NULL END` }),
    }))
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .$if(change.version !== undefined, (qb) => qb.where('version', '=', change.version ?? 0))
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

/** New contacts in few statements (an import): rows of at most 500, under both databases' parameter limits. */
export async function insertContacts(
  ex: Executor,
  table: ContactTableName,
  workspaceId: string,
  contacts: { id: string; input: ContactInput }[],
) {
  const now = Date.now();
  for (let i = 0; i < contacts.length; i += 500) {
    const rows = contacts.slice(i, i + 500).map(({ id, input }) => ({
      id,
      workspaceId,
      ...input,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    }));
    await ex.insertInto(table).values(rows).execute();
  }
}
