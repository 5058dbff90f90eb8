import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { forUpdateSkipLocked } from '../../db/locks.ts';
import type { MailTable } from '../../db/schema.ts';
import type { MailKind } from '../../../shared/mail-state.ts';

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

/** Deletes a task's mails (a task deleted before sending: its test mails' links must not outlive it). */
export async function deleteTaskMails(ex: Executor, workspaceId: string, taskId: string): Promise<void> {
  await ex.deleteFrom('mails').where('workspaceId', '=', workspaceId).where('taskId', '=', taskId).execute();
}

/** Deletes a task's planned mails of these kinds (those with a dedupeKey) that are neither sent nor being sent. */
export async function deletePlannedMails(ex: Executor, taskId: string, kinds: readonly MailKind[]): Promise<void> {
  await ex
    .deleteFrom('mails')
    .where('taskId', '=', taskId)
    .where('kind', 'in', kinds)
    .where('dedupeKey', 'is not', null)
    .where('state', '=', 'queued')
    .where('lockedUntil', 'is', null)
    .execute();
}

/** Deletes queued mails by id (mails this instance claimed and decided not to send); answers those deleted. */
export async function deleteQueuedMails(ex: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ex
    .deleteFrom('mails')
    .where('id', 'in', ids)
    .where('state', '=', 'queued')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
