import type { Kysely, Migration } from 'kysely';

export const offers: Migration = {
  async up(db: Kysely<unknown>) {
    // Every submission is kept; supplierTasks holds the current one (prices and sum) for fast reads.
    await db.schema
      .createTable('offerRevisions')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('supplierId', 'varchar(36)', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('prices', 'text', (c) => c.notNull())
      .addColumn('sum', 'bigint', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('offer_revisions_task')
      .on('offerRevisions')
      .columns(['taskId', 'supplierId', 'createdAt'])
      .execute();
    await db.schema.alterTable('supplierTasks').addColumn('prices', 'text').execute();
    await db.schema.alterTable('supplierTasks').addColumn('submittedAt', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('supplierTasks').dropColumn('submittedAt').execute();
    await db.schema.alterTable('supplierTasks').dropColumn('prices').execute();
    await db.schema.dropTable('offerRevisions').execute();
  },
};
