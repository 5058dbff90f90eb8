import type { Kysely, Migration } from 'kysely';

/**
 * Delivery addresses (docs/product.md#delivery-addresses, docs/decisions/033): a task may split its formats'
 * quantities over several addresses, JSON [{ address, date, counts: [{ formatId, count }] }]; '[]': none, the
 * task's one address as before. Not the mail deliveries (modules/deliveries), which are another thing.
 */
export const taskDeliveries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('tasks')
      .addColumn('deliveries', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('tasks').dropColumn('deliveries').execute();
  },
};
