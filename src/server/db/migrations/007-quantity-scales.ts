import type { Kysely, Migration } from 'kysely';

/**
 * Quantity scales and print terms (issue 17): a task format asks for further quantities and run-on; an
 * offer carries its terms; a task plans its award; the award records what was ordered per format.
 */
export const quantityScales: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('taskFormats')
      .addColumn('counts', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('taskFormats')
      .addColumn('runOn', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('supplierTasks').addColumn('terms', 'text').execute();
    await db.schema.alterTable('offerRevisions').addColumn('terms', 'text').execute();
    await db.schema.alterTable('tasks').addColumn('awardDate', 'varchar(10)').execute();
    await db.schema
      .createTable('awards')
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('formatId', 'varchar(36)', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('supplierId', 'varchar(36)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('price', 'bigint', (c) => c.notNull())
      .addColumn('alternative', 'text')
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('awards_pk', ['taskId', 'formatId'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('awards').execute();
    await db.schema.alterTable('tasks').dropColumn('awardDate').execute();
    await db.schema.alterTable('offerRevisions').dropColumn('terms').execute();
    await db.schema.alterTable('supplierTasks').dropColumn('terms').execute();
    await db.schema.alterTable('taskFormats').dropColumn('runOn').execute();
    await db.schema.alterTable('taskFormats').dropColumn('counts').execute();
  },
};
