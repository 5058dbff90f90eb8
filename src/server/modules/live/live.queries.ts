import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../../db/database.ts';

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
