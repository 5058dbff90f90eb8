import type { Kysely, Migration } from 'kysely';

/**
 * Copies (docs/product.md#copy): the task a task was copied from, whose invited printshops its printshop picker
 * ticks before the first send. No foreign key: a deleted source leaves the id behind, found by nobody.
 */
export const taskCopies: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tasks').addColumn('copiedFrom', 'varchar(36)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('tasks').dropColumn('copiedFrom').execute();
  },
};
