import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Resolves when the database answers a query. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
