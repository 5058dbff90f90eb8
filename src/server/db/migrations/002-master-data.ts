import { sql, type Kysely, type Migration } from 'kysely';

/** Suppliers and companies share their columns; both are soft-deleted so that offers keep their names. */
async function createContactTable(db: Kysely<unknown>, table: 'suppliers' | 'companies') {
  await db.schema
    .createTable(table)
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('contactPerson', 'varchar(200)', (c) => c.notNull())
    .addColumn('address', 'varchar(1000)', (c) => c.notNull())
    .addColumn('vatNumber', 'varchar(50)', (c) => c.notNull())
    .addColumn('accountNumber', 'varchar(50)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addColumn('deletedAt', 'bigint')
    .execute();
  await db.schema.createIndex(`${table}_workspace`).on(table).columns(['workspaceId', 'name']).execute();
}

export const masterData: Migration = {
  async up(db: Kysely<unknown>) {
    await createContactTable(db, 'suppliers');
    await createContactTable(db, 'companies');
    // A supplier e-mail is unique within a workspace among the suppliers not deleted.
    await db.schema
      .createIndex('suppliers_email')
      .on('suppliers')
      .columns(['workspaceId', 'email'])
      .unique()
      .where(sql.ref('deletedAt'), 'is', null)
      .execute();

    await db.schema
      .createTable('formats')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('format', 'varchar(200)', (c) => c.notNull())
      .addColumn('color', 'varchar(200)', (c) => c.notNull())
      .addColumn('perforation', 'varchar(200)', (c) => c.notNull())
      .addColumn('fold', 'varchar(200)', (c) => c.notNull())
      // The en/de/sk texts as one JSON object: always read and written together.
      .addColumn('texts', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('formats_workspace').on('formats').columns(['workspaceId', 'title']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('formats').execute();
    await db.schema.dropTable('companies').execute();
    await db.schema.dropTable('suppliers').execute();
  },
};
