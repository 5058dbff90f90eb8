import type { Db } from '../../db/database.ts';

export type OutboxCounts = { queued: number; sending: number; failed: number; oldestDueAt: number | null };

/**
 * The outbox at a glance, for a scrape: one statement over the `mails_due` index's queued and failed rows
 * (sent mails, nearly all of them, are not read). Sending: claimed by an instance whose claim has not expired.
 */
export async function outboxCounts(db: Db, now: number): Promise<OutboxCounts> {
  const row = await db
    .selectFrom('mails')
    .where('state', 'in', ['queued', 'failed'])
    .select((eb) => {
      const queued = eb('state', '=', 'queued');
      const unclaimed = eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]);
      return [
        eb.fn
          .countAll<number | string>()
          .filterWhere(eb.and([queued, unclaimed]))
          .as('queued'),
        eb.fn
          .countAll<number | string>()
          .filterWhere(eb.and([queued, eb('lockedUntil', '>=', now)]))
          .as('sending'),
        eb.fn.countAll<number | string>().filterWhere('state', '=', 'failed').as('failed'),
        eb.fn
          .min('nextAttemptAt')
          .filterWhere(eb.and([queued, unclaimed, eb('nextAttemptAt', '<=', now)]))
          .as('oldestDueAt'),
      ];
    })
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return {
    queued: Number(row.queued),
    sending: Number(row.sending),
    failed: Number(row.failed),
    oldestDueAt: row.oldestDueAt === null ? null : Number(row.oldestDueAt),
  };
}
