import type { Kysely, Migration } from 'kysely';

/**
 * The mails a workspace sent to printshops, per minute, for its mail quotas (docs/product.md, Mail quotas):
 * counted in the transaction that enqueues them, so every instance on one database sees one count. Kept apart
 * from the outbox's rows because those go (a task deleted before sending takes its test mails along) and a
 * planned reminder's row is written long before it counts, when it goes out.
 */
export const mailCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mailCounts')
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('quota', 'varchar(10)', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('mail_counts_pk', ['workspaceId', 'quota', 'at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mailCounts').execute();
  },
};
