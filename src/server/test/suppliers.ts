import { randomUUID } from 'node:crypto';
import type { App } from '../app.ts';
import type { Db } from '../db/database.ts';

/**
 * `count` printshops (`Druck {i}`, `s{i}@druck.de`, German, English and Slovak in turn) in the workspace of
 * the member `email`, written in one statement: a test of a large tender need not create them one by one.
 */
export async function seedSuppliers(app: App, email: string, count: number): Promise<string[]> {
  const { db } = app.deps;
  const { workspaceId } = await db
    .selectFrom('member')
    .innerJoin('user', 'user.id', 'member.userId')
    .select('member.organizationId as workspaceId')
    .where('user.email', '=', email)
    .executeTakeFirstOrThrow();
  return insertSuppliers(db, workspaceId, count);
}

/** `count` printshops as seedSuppliers writes them, in the workspace `workspaceId` (the benches' seeds). */
export async function insertSuppliers(db: Db, workspaceId: string, count: number): Promise<string[]> {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    workspaceId,
    name: `Druck ${i}`,
    email: `s${i}@druck.de`,
    contactPerson: '',
    address: '',
    vatNumber: '',
    accountNumber: '',
    language: (['de', 'en', 'sk'] as const)[i % 3]!,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  }));
  await db.insertInto('suppliers').values(rows).execute();
  return rows.map((r) => r.id);
}
