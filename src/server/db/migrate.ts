import { getMigrations } from 'better-auth/db/migration';
import { Migrator, sql } from 'kysely';
import type { Auth } from '../auth/auth.ts';
import type { DatabaseHandle } from './database.ts';
import { migrations } from './migrations/index.ts';

// Any fixed number: instances starting together on one PostgreSQL migrate one after the other.
const MIGRATION_LOCK = 727_001;

/** Brings the schema up to date: better-auth's tables first (its CLI needs Node 22), then the app's. */
export async function migrate(handle: DatabaseHandle, auth: Auth): Promise<void> {
  const run = async () => {
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
    }
  };
  if (handle.kind === 'sqlite') return run();
  await handle.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      await run();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}
