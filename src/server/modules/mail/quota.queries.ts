import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { forNoKeyUpdate } from '../../db/locks.ts';
import type { MailCountTable } from '../../db/schema.ts';

type Quota = MailCountTable['quota'];

/**
 * The workspace's creation (epoch ms), its row locked until the transaction ends (PostgreSQL; SQLite's writer
 * lock holds the whole database): two instances counting one workspace's mails take turns. Undefined: no such
 * workspace.
 */
export async function lockWorkspace(ex: Executor, workspaceId: string): Promise<number | undefined> {
  const row = await forNoKeyUpdate(
    ex.selectFrom('organization').select('createdAt').where('id', '=', workspaceId),
  ).executeTakeFirst();
  if (!row) return undefined;
  const at = row.createdAt as Date | string | number;
  return at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
}

/** The workspace's counts of `quota` in minutes after `since`, oldest first. */
export async function listCounts(ex: Executor, workspaceId: string, quota: Quota, since: number) {
  return ex
    .selectFrom('mailCounts')
    .select(['at', 'count'])
    .where('workspaceId', '=', workspaceId)
    .where('quota', '=', quota)
    .where('at', '>', since)
    .orderBy('at')
    .execute();
}

/** Adds `count` mails to the minute ending at `at`, and forgets the minutes at or before `forgetUntil`. */
export async function addCount(ex: Executor, row: MailCountTable, forgetUntil: number): Promise<void> {
  await ex
    .insertInto('mailCounts')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['workspaceId', 'quota', 'at'])
        .doUpdateSet({ count: sql<number>`"mailCounts"."count" + excluded."count"` }),
    )
    .execute();
  await ex
    .deleteFrom('mailCounts')
    .where('workspaceId', '=', row.workspaceId)
    .where('quota', '=', row.quota)
    .where('at', '<=', forgetUntil)
    .execute();
}

/** A planned mail held back by its workspace's quota: queued again for `until`, the claim's attempt not counted. */
export async function markHeld(ex: Executor, id: string, reason: string, until: number): Promise<void> {
  await ex
    .updateTable('mails')
    .set({ lastError: reason, nextAttemptAt: until, lockedUntil: null, attempts: sql<number>`"attempts" - 1` })
    .where('id', '=', id)
    .execute();
}
