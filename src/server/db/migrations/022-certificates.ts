import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Certificates (docs/product.md#certificates): those a printshop holds, one row each in the order staff
 * entered them, and the kinds a task requires (JSON string[] on the task; '[]' for every existing task).
 */
export const certificates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('supplierCertificates')
      .addColumn('supplierId', 'varchar(36)', (c) => c.notNull().references('suppliers.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('kind', 'varchar(60)', (c) => c.notNull())
      .addColumn('number', 'varchar(100)', (c) => c.notNull())
      .addColumn('validUntil', 'varchar(10)', (c) => c.notNull())
      .addPrimaryKeyConstraint('supplier_certificates_pk', ['supplierId', 'position'])
      .execute();
    await db.schema
      .createIndex('supplier_certificates_workspace')
      .on('supplierCertificates')
      .columns(['workspaceId', 'supplierId'])
      .execute();
    await db.schema
      .alterTable('tasks')
      .addColumn('requiredCertificates', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('tasks').dropColumn('requiredCertificates').execute();
    await db.schema.dropTable('supplierCertificates').execute();
  },
};
