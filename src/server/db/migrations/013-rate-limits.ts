import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Rate-limit windows shared by every instance on one PostgreSQL (docs/decisions/020): one row per
 * counter, counted by one upsert, deleted once its window ended. UNLOGGED on PostgreSQL: a counter needs no
 * write-ahead log (no disk flush per request), and losing the counters when the database crashes only forgets
 * limits. SQLite gets the table too, so both databases have one schema, but the limiter counts in memory there.
 */
export const rateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('rateLimits')
      .$call((t) => (postgres ? t.modifyFront(sql`unlogged`) : t))
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('resetAt', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rateLimits').execute();
  },
};
