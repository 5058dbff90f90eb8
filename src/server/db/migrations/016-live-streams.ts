import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * The open live streams of every instance (docs/decisions/022): one row per stream, so that the limit of
 * streams per user counts those every instance holds. Each instance beats its rows' `heartbeatAt`; the rows
 * of an instance that died stop beating and are dropped. UNLOGGED on PostgreSQL as `rateLimits` (migration
 * 013): a crash of the database forgets them, and with them only streams that ended with it.
 */
export const liveStreams: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('liveStreams')
      .$call((t) => (postgres ? t.modifyFront(sql`unlogged`) : t))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull())
      .addColumn('heartbeatAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('liveStreams_userId').on('liveStreams').column('userId').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('liveStreams').execute();
  },
};
