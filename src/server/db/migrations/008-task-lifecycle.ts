import type { Kysely, Migration } from 'kysely';

/**
 * The tender's lifecycle after sending: a version per task, format and printshop against lost
 * updates, numbered revisions of a sent task (amendments) with what changed, the revision each offer was
 * made for (an offer made before a change of formats must be confirmed), and the cancellation.
 */
export const taskLifecycle: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['tasks', 'formats', 'suppliers', 'companies']) {
      await db.schema
        .alterTable(table)
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable(table).addColumn('updatedBy', 'varchar(64)').execute();
    }
    await db.schema
      .alterTable('tasks')
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('tasks')
      .addColumn('pricesRevision', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('tasks').addColumn('cancelledAt', 'bigint').execute();
    await db.schema.alterTable('tasks').addColumn('cancelMessage', 'text').execute();
    await db.schema
      .alterTable('supplierTasks')
      .addColumn('offerRevision', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('taskRevisions')
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('changes', 'text', (c) => c.notNull())
      .addColumn('pricesChanged', 'integer', (c) => c.notNull())
      .addColumn('createdBy', 'varchar(64)', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_revisions_pk', ['taskId', 'number'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('taskRevisions').execute();
    await db.schema.alterTable('supplierTasks').dropColumn('offerRevision').execute();
    for (const column of ['cancelMessage', 'cancelledAt', 'pricesRevision', 'revision']) {
      await db.schema.alterTable('tasks').dropColumn(column).execute();
    }
    for (const table of ['tasks', 'formats', 'suppliers', 'companies']) {
      await db.schema.alterTable(table).dropColumn('updatedBy').execute();
      await db.schema.alterTable(table).dropColumn('version').execute();
    }
  },
};
