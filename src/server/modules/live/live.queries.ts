import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../../db/database.ts';

/** Migration 016; typed here, where alone it is read: the table is the live module's, no other's. */
type LiveStreamTable = { id: string; userId: string; heartbeatAt: number };
const withStreams = (db: Db) => db.withTables<{ liveStreams: LiveStreamTable }>();

// One channel for every task: a notification stays within its database, so two apps never hear each other.
const CHANNEL = 'printtender_live';

/** On the instance's own connection, outside the pool: a pooled one would be handed on and lose its LISTEN. */
export async function listen(client: pg.Client): Promise<void> {
  await client.query(`LISTEN ${CHANNEL}`);
}

/** A connection that still answers; one that died without a word (a forgetful NAT) does not. */
export async function ping(client: pg.Client): Promise<void> {
  await client.query('SELECT 1');
}

/**
 * Sends notifications through the pool, in a statement of their own after the changes they tell of
 * committed: a NOTIFY inside the writing transaction would queue every commit behind PostgreSQL's one
 * notification lock (docs/decisions/022).
 */
export async function notify(db: Db, payloads: readonly string[]): Promise<void> {
  await sql`select pg_notify(${CHANNEL}, p) from unnest(${payloads}::text[]) as p`.execute(db);
}

/**
 * Counts a new stream of the user, on every instance at once: its row first, then the user's rows that still
 * beat (its own among them). Of two streams counted at the same moment the later one sees the earlier, so the
 * limit is never passed. Rows that stopped beating before `staleBefore` (an instance that died) go first.
 */
export async function addStream(db: Db, id: string, userId: string, now: number, staleBefore: number) {
  await withStreams(db).deleteFrom('liveStreams').where('heartbeatAt', '<', staleBefore).execute();
  await withStreams(db).insertInto('liveStreams').values({ id, userId, heartbeatAt: now }).execute();
  const { count } = await withStreams(db)
    .selectFrom('liveStreams')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .execute()
    .then((rows) => rows[0]!);
  return Number(count);
}

export async function deleteStreams(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await withStreams(db).deleteFrom('liveStreams').where('id', 'in', ids).execute();
}

/** The instance's streams are still open. */
export async function beatStreams(db: Db, ids: readonly string[], now: number): Promise<void> {
  if (ids.length > 0)
    await withStreams(db).updateTable('liveStreams').set({ heartbeatAt: now }).where('id', 'in', ids).execute();
}

/** Of these sessions, those that still exist, with their expiry and every workspace their user belongs to. */
export async function sessionWorkspaces(db: Db, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return [];
  return db
    .selectFrom('session')
    .innerJoin('member', 'member.userId', 'session.userId')
    .select(['session.id as sessionId', 'session.expiresAt as expiresAt', 'member.organizationId as workspaceId'])
    .where('session.id', 'in', sessionIds)
    .execute();
}
