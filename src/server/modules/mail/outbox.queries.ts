import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { forUpdateSkipLocked } from '../../db/locks.ts';
import type { MailTable } from '../../db/schema.ts';

export type MailRow = MailTable & { attempts: number };

const CHUNK = 100;

/** Writes mails; one whose dedupeKey a stored mail has already is left out (it exists once). */
export async function insertMails(ex: Executor, rows: Omit<MailTable, 'attempts'>[]): Promise<void> {
  const keyed = rows.some((r) => r.dedupeKey !== null);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const insert = ex.insertInto('mails').values(rows.slice(i, i + CHUNK));
    await (keyed ? insert.onConflict((oc) => oc.column('dedupeKey').doNothing()) : insert).execute();
  }
}

/**
 * Claims due mails for one sending attempt. Several server instances may run this at once:
 * on PostgreSQL `FOR UPDATE SKIP LOCKED` hands each row to one claimant; SQLite has a single writer.
 * A claim expires (`lockedUntil`) so that a crashed sender's mails are sent again: at-least-once.
 */
export async function claimDueMails(db: Db, opts: { now: number; limit: number; lockMs: number }): Promise<MailRow[]> {
  const due = db
    .selectFrom('mails')
    .select('id')
    .where('state', '=', 'queued')
    .where('nextAttemptAt', '<=', opts.now)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', opts.now)]))
    .orderBy('nextAttemptAt')
    .limit(opts.limit);
  const rows = await db
    .updateTable('mails')
    .set({ lockedUntil: opts.now + opts.lockMs, attempts: sql<number>`"attempts" + 1` })
    .where('id', 'in', forUpdateSkipLocked(due))
    .returningAll()
    .execute();
  return rows as MailRow[];
}

/** What one sending attempt came to: sent (with the server's answer), retry at `at`, or failed. */
export type Outcome = { id: string; kind: 'sent' | 'retry' | 'failed'; detail: string; at: number };

export async function recordOutcome(ex: Executor, o: Outcome): Promise<void> {
  if (o.kind === 'sent') await markSent(ex, o.id, o.detail, o.at);
  else if (o.kind === 'retry') await markRetry(ex, o.id, o.detail, o.at);
  else await markFailed(ex, o.id, o.detail);
}

async function markSent(db: Executor, id: string, smtpResponse: string, now: number): Promise<void> {
  await db
    .updateTable('mails')
    .set({ state: 'sent', smtpResponse, sentAt: now, lockedUntil: null, lastError: null })
    .where('id', '=', id)
    .execute();
}

async function markRetry(db: Executor, id: string, error: string, nextAttemptAt: number): Promise<void> {
  await db
    .updateTable('mails')
    .set({ lastError: error, nextAttemptAt, lockedUntil: null })
    .where('id', '=', id)
    .execute();
}

async function markFailed(db: Executor, id: string, error: string): Promise<void> {
  await db
    .updateTable('mails')
    .set({ state: 'failed', lastError: error, lockedUntil: null })
    .where('id', '=', id)
    .execute();
}

export async function findMail(db: Db, id: string): Promise<MailRow | undefined> {
  return (await db.selectFrom('mails').selectAll().where('id', '=', id).executeTakeFirst()) as MailRow | undefined;
}
