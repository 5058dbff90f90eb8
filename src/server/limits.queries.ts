import { sql } from 'kysely';
import type { Db } from './db/database.ts';

/** Migration 013; typed here, where alone it is read: the table is the limiter's, no feature's. */
type RateLimitTable = { key: string; count: number; resetAt: number };
const withLimits = (db: Db) => db.withTables<{ rateLimits: RateLimitTable }>();

/** `n` hits (1 if not given) on `key`, whose window lasts `windowMs`. */
export type Hit = { key: string; windowMs: number; n?: number };
export type Counted = RateLimitTable;

/**
 * Counts the hits on each key, for every instance at once: a single upsert (one round trip, whatever the
 * number of keys) that starts a new window where the stored one has ended. Answers each key's count and
 * the end of its window. The keys must differ.
 */
export async function countHits(db: Db, hits: readonly Hit[], now: number): Promise<RateLimitTable[]> {
  return withLimits(db)
    .insertInto('rateLimits')
    .values(hits.map((h) => ({ key: h.key, count: h.n ?? 1, resetAt: now + h.windowMs })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const ended = sql`${eb.ref('rateLimits.resetAt')} <= ${now}`;
        const added = eb.ref('excluded.count');
        return {
          count: sql<number>`case when ${ended} then ${added} else ${eb.ref('rateLimits.count')} + ${added} end`,
          resetAt: sql<number>`case when ${ended} then ${eb.ref('excluded.resetAt')} else ${eb.ref('rateLimits.resetAt')} end`,
        };
      }),
    )
    .returning(['key', 'count', 'resetAt'])
    .execute();
}

/** Forgets windows that have ended (a later hit would start them anew anyway). */
export async function deleteEndedWindows(db: Db, now: number): Promise<void> {
  await withLimits(db).deleteFrom('rateLimits').where('resetAt', '<=', now).execute();
}
