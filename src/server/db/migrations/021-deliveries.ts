import type { Kysely, Migration } from 'kysely';

/**
 * How a winning printshop delivered (docs/product.md#deliveries-and-scorecards): one record per awarded task and
 * printshop, replaced when recorded again. `daysLate` is fixed when recorded (calendar days after the task's
 * delivery date, 0 on time; null when the task has none); the scorecards read the printshop's rows.
 */
export const deliveries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('deliveries')
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull())
      .addColumn('supplierId', 'varchar(36)', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('deliveredOn', 'varchar(10)', (c) => c.notNull())
      .addColumn('daysLate', 'integer')
      .addColumn('quality', 'integer', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('recordedBy', 'varchar(64)', (c) => c.notNull())
      .addColumn('recordedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('deliveries_pk', ['taskId', 'supplierId'])
      .execute();
    await db.schema
      .createIndex('deliveries_supplier')
      .on('deliveries')
      .columns(['workspaceId', 'supplierId', 'deliveredOn'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('deliveries').execute();
  },
};
