import type { Kysely, Migration } from 'kysely';

/**
 * Records and insight: a task may be sealed (no price reaches staff or printshops' ranks before its
 * deadline day is over); a task's format keeps the stored format it was copied from, for the price history.
 * Delivery cost and lead time live in the offer's `terms` JSON and need no column.
 */
export const records: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('tasks')
      .addColumn('sealed', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('taskFormats').addColumn('formatId', 'varchar(36)').execute();
    await db.schema.createIndex('task_formats_format').on('taskFormats').column('formatId').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('task_formats_format').execute();
    await db.schema.alterTable('taskFormats').dropColumn('formatId').execute();
    await db.schema.alterTable('tasks').dropColumn('sealed').execute();
  },
};
