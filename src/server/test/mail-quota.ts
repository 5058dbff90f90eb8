import type { App } from '../app.ts';

const DAY = 86_400_000;

/**
 * Makes the workspace of the member `email` older than a day, as if created then: a fresh one gets a tenth of
 * the mail quotas (docs/product.md, Mail quotas), and a test cannot wait a day. Written in the column's own form.
 */
export async function ageWorkspace(app: App, email: string): Promise<string> {
  const { db } = app.deps;
  const row = await db
    .selectFrom('member')
    .innerJoin('user', 'user.id', 'member.userId')
    .innerJoin('organization', 'organization.id', 'member.organizationId')
    .select(['organization.id as id', 'organization.createdAt as createdAt'])
    .where('user.email', '=', email)
    .executeTakeFirstOrThrow();
  const then = Date.now() - 2 * DAY;
  const value = row.createdAt as unknown;
  const createdAt =
    value instanceof Date ? new Date(then) : typeof value === 'number' ? then : new Date(then).toISOString();
  await db
    .updateTable('organization')
    .set({ createdAt: createdAt as Date })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}
