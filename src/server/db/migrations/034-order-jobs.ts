import type { Kysely, Migration } from 'kysely';

/**
 * The job after the award (docs/product.md#the-job-after-the-award, docs/decisions/035): per winning printshop's
 * order its confirmation (columns on `orders`), its proofs (one row per uploaded version of a format's proof),
 * its shipments, what arrived (`deliveries.received`, JSON [{ formatId, count }]) and its invoices.
 */
export const orderJobs: Migration = {
  async up(db: Kysely<unknown>) {
    // One column a statement: SQLite alters one at a time.
    await db.schema.alterTable('orders').addColumn('reference', 'varchar(200)').execute();
    await db.schema.alterTable('orders').addColumn('shipDate', 'varchar(10)').execute();
    await db.schema.alterTable('orders').addColumn('confirmedAt', 'bigint').execute();
    await db.schema
      .alterTable('deliveries')
      .addColumn('received', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .createTable('proofs')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull())
      .addColumn('supplierId', 'varchar(36)', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('formatId', 'varchar(36)', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('storageKey', 'varchar(255)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('uploadedAt', 'bigint', (c) => c.notNull())
      .addColumn('decidedBy', 'varchar(64)')
      .addColumn('decidedAt', 'bigint')
      .addUniqueConstraint('proofs_version', ['taskId', 'supplierId', 'formatId', 'version'])
      .execute();
    await db.schema
      .createTable('shipments')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull())
      .addColumn('supplierId', 'varchar(36)', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('carrier', 'varchar(200)', (c) => c.notNull())
      .addColumn('tracking', 'varchar(200)', (c) => c.notNull())
      .addColumn('shippedOn', 'varchar(10)', (c) => c.notNull())
      .addColumn('reportedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('shipments_order').on('shipments').columns(['taskId', 'supplierId']).execute();
    await db.schema
      .createTable('invoices')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull())
      .addColumn('supplierId', 'varchar(36)', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('number', 'varchar(200)', (c) => c.notNull())
      .addColumn('issuedOn', 'varchar(10)', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('net', 'bigint', (c) => c.notNull())
      .addColumn('vat', 'bigint', (c) => c.notNull())
      .addColumn('gross', 'bigint', (c) => c.notNull())
      .addColumn('source', 'varchar(16)', (c) => c.notNull())
      .addColumn('lines', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('fileName', 'varchar(255)', (c) => c.notNull())
      .addColumn('storageKey', 'varchar(255)', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('uploadedAt', 'bigint', (c) => c.notNull())
      .addColumn('decidedBy', 'varchar(64)')
      .addColumn('decidedAt', 'bigint')
      .execute();
    await db.schema.createIndex('invoices_order').on('invoices').columns(['taskId', 'supplierId']).execute();
    await db.schema.createIndex('invoices_workspace').on('invoices').columns(['workspaceId', 'status']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('invoices').execute();
    await db.schema.dropTable('shipments').execute();
    await db.schema.dropTable('proofs').execute();
    await db.schema.alterTable('deliveries').dropColumn('received').execute();
    for (const column of ['confirmedAt', 'shipDate', 'reference']) {
      await db.schema.alterTable('orders').dropColumn(column).execute();
    }
  },
};
