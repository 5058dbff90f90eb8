import type { Kysely, Migration } from 'kysely';

const text = (db: Kysely<unknown>, table: string, column: string, size: number, value = '') =>
  db.schema
    .alterTable(table)
    .addColumn(column, `varchar(${size})`, (c) => c.notNull().defaultTo(value))
    .execute();

/** What a buyer's order says of it: where the invoice goes, the payment terms, the order number's prefix. */
const commercial = async (db: Kysely<unknown>, table: string) => {
  await text(db, table, 'invoiceAddress', 1000);
  await text(db, table, 'paymentTerms', 500);
  await text(db, table, 'orderNumberPrefix', 20, 'PO-');
};

/**
 * An order a company can send (docs/product.md#orders, #tax; docs/decisions/031): the buying company's and the
 * company records' commercial data, a country (ISO 3166 alpha-2, '' unknown: the VAT number's prefix then) for
 * buyers and printshops (a staff member's full name and title, the order's signatory, are better-auth's user
 * fields: its migration adds them, src/server/auth/auth.ts), the buyer's own PO number
 * on a task, and the orders with their numbers: one row per winning printshop, `sequence` counted per workspace
 * and year in `orderCounters` inside the award's transaction (gapless: a rolled-back award takes its number back).
 */
export const orders: Migration = {
  async up(db: Kysely<unknown>) {
    await commercial(db, 'buyingCompanies');
    await commercial(db, 'companies');
    for (const table of ['buyingCompanies', 'companies', 'suppliers']) await text(db, table, 'country', 2);
    await text(db, 'tasks', 'poNumber', 50);
    await db.schema
      .createTable('orderCounters')
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('last', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_counters_pk', ['workspaceId', 'year'])
      .execute();
    await db.schema
      .createTable('orders')
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull())
      .addColumn('supplierId', 'varchar(36)', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('number', 'varchar(50)', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('orders_pk', ['taskId', 'supplierId'])
      .execute();
    await db.schema
      .createIndex('orders_sequence')
      .on('orders')
      .columns(['workspaceId', 'year', 'sequence'])
      .unique()
      .execute();
    await db.schema.createIndex('orders_number').on('orders').columns(['workspaceId', 'number']).unique().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('orders').execute();
    await db.schema.dropTable('orderCounters').execute();
    const columns: [string, string[]][] = [
      ['tasks', ['poNumber']],
      ['suppliers', ['country']],
      ['companies', ['country', 'invoiceAddress', 'paymentTerms', 'orderNumberPrefix']],
      ['buyingCompanies', ['country', 'invoiceAddress', 'paymentTerms', 'orderNumberPrefix']],
    ];
    for (const [table, names] of columns) {
      for (const name of names) await db.schema.alterTable(table).dropColumn(name).execute();
    }
  },
};
