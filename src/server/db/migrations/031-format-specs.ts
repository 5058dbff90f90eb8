import type { Kysely, Migration } from 'kysely';

/**
 * Structured specs (docs/product.md#specification, docs/decisions/032): a stored format and a task's format may
 * carry one (JSON, the shared SpecSchema; null: none, the free texts alone as before). Nothing is converted: the
 * formats there are keep their texts and read as they did.
 */
export const formatSpecs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('formats').addColumn('spec', 'text').execute();
    await db.schema.alterTable('taskFormats').addColumn('spec', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('taskFormats').dropColumn('spec').execute();
    await db.schema.alterTable('formats').dropColumn('spec').execute();
  },
};
