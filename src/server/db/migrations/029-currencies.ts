import type { Kysely, Migration } from 'kysely';

/**
 * Currencies (docs/product.md#currencies, docs/decisions/030): the workspace's currency (its settings row; no row:
 * EUR), each task's currency as the workspace had it when the task was made, the currencies it accepts (JSON
 * string[]; null: its own alone) and their rates (JSON { CZK: 0.04 }: the task's currency per unit; null: none),
 * and the currency of each offer and offer revision (null: stored before currencies, in the task's currency).
 */
export const currencies: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('workspaceSettings')
      .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('EUR'))
      .execute();
    await db.schema
      .alterTable('tasks')
      .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('EUR'))
      .execute();
    await db.schema.alterTable('tasks').addColumn('currencies', 'text').execute();
    await db.schema.alterTable('tasks').addColumn('rates', 'text').execute();
    await db.schema.alterTable('supplierTasks').addColumn('currency', 'varchar(3)').execute();
    await db.schema.alterTable('offerRevisions').addColumn('currency', 'varchar(3)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('offerRevisions').dropColumn('currency').execute();
    await db.schema.alterTable('supplierTasks').dropColumn('currency').execute();
    for (const column of ['rates', 'currencies', 'currency']) {
      await db.schema.alterTable('tasks').dropColumn(column).execute();
    }
    await db.schema.alterTable('workspaceSettings').dropColumn('currency').execute();
  },
};
