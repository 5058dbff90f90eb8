import type { Kysely, Migration } from 'kysely';

/**
 * Versions (docs/product.md#versions, docs/decisions/033): a stored format and a task's format may have versions,
 * the same spec with other content (JSON [{ name, count }]; '[]': none, as every format before), and a task's
 * format may ask for a price per version change (0/1). A printshop's price per change is kept in its offer's
 * prices (the offers module's JSON), so the offers' columns stay as they are.
 */
export const formatVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('formats')
      .addColumn('versions', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('taskFormats')
      .addColumn('versions', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('taskFormats')
      .addColumn('versionChangePrice', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('taskFormats').dropColumn('versionChangePrice').execute();
    await db.schema.alterTable('taskFormats').dropColumn('versions').execute();
    await db.schema.alterTable('formats').dropColumn('versions').execute();
  },
};
