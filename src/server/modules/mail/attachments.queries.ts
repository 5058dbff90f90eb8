import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { forUpdateSkipLocked } from '../../db/locks.ts';
import type { MailRow } from './outbox.queries.ts';

/** A mail whose files are still to be made, with what to make them from (JSON). */
export type PendingMail = Pick<MailRow, 'id' | 'workspaceId' | 'kind' | 'taskId' | 'supplierId' | 'attempts'> & {
  pendingAttachments: string;
};

/**
 * Claims mails whose files are still to be made, oldest first, as the outbox claims mails to send: on PostgreSQL
 * each to one instance (`FOR UPDATE SKIP LOCKED`), for `lockMs`, after which another instance may take over.
 * A read of the partial index comes first, so that an idle poll writes nothing.
 */
export async function claimPendingMails(
  db: Db,
  opts: { now: number; limit: number; lockMs: number },
): Promise<PendingMail[]> {
  const pending = db
    .selectFrom('mails')
    .select('id')
    .where('pendingAttachments', 'is not', null)
    .where('state', '=', 'queued')
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', opts.now)]))
    .orderBy('createdAt')
    .limit(opts.limit);
  if (!(await pending.executeTakeFirst())) return [];
  const rows = await db
    .updateTable('mails')
    .set({ lockedUntil: opts.now + opts.lockMs, attempts: sql<number>`"attempts" + 1` })
    .where('id', 'in', forUpdateSkipLocked(pending))
    .returning(['id', 'workspaceId', 'kind', 'taskId', 'supplierId', 'attempts', 'pendingAttachments'])
    .execute();
  return rows as PendingMail[];
}

/**
 * Stores a mail's files and makes it due now, its attempts counting sends again. Only while they are still
 * pending: an instance that made them too, after its claim expired, changes nothing. Answers whether it stored.
 */
export async function storeMadeAttachments(ex: Executor, id: string, attachments: string, now: number) {
  const result = await ex
    .updateTable('mails')
    .set({ attachments, pendingAttachments: null, nextAttemptAt: now, lockedUntil: null, attempts: 0, lastError: null })
    .where('id', '=', id)
    .where('pendingAttachments', 'is not', null)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The files could not be made this time: tried again from `until`, with the reason in the mail's last error. */
export async function delayPendingMail(ex: Executor, id: string, error: string, until: number): Promise<void> {
  await ex.updateTable('mails').set({ lastError: error, lockedUntil: until }).where('id', '=', id).execute();
}

/** The files could not be made, and will not be: the mail fails with the reason, unsent. */
export async function failPendingMail(ex: Executor, id: string, error: string): Promise<void> {
  await ex
    .updateTable('mails')
    .set({ state: 'failed', lastError: error, lockedUntil: null })
    .where('id', '=', id)
    .execute();
}
