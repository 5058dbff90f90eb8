import type { Kysely, Migration } from 'kysely';

/**
 * The audit trail: what staff did to a task, written in the transaction of the action. Rows are
 * never updated or deleted; they go only with their task, which can be deleted before sending alone.
 * `data` is JSON: changes, fields, subject, count, amount.
 */
export const taskEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('taskEvents')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('kind', 'varchar(40)', (c) => c.notNull())
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('supplierId', 'varchar(36)')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('task_events_task').on('taskEvents').columns(['taskId', 'createdAt']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('taskEvents').execute();
  },
};
