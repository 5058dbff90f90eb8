import type { Kysely, Migration } from 'kysely';

export const tasks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tasks')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('lettershop', 'text', (c) => c.notNull())
      .addColumn('deliveryDate', 'varchar(10)')
      .addColumn('deadlineDate', 'varchar(10)')
      .addColumn('lang', 'varchar(2)', (c) => c.notNull())
      .addColumn('state', 'integer', (c) => c.notNull())
      .addColumn('supplierId', 'varchar(36)')
      .addColumn('testMailSentAt', 'bigint')
      .addColumn('invitedAt', 'bigint')
      .addColumn('acceptedAt', 'bigint')
      .addColumn('createdBy', 'varchar(64)', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tasks_workspace').on('tasks').columns(['workspaceId', 'state', 'createdAt']).execute();

    await db.schema
      .createTable('taskFormats')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('format', 'varchar(200)', (c) => c.notNull())
      .addColumn('color', 'varchar(200)', (c) => c.notNull())
      .addColumn('perforation', 'varchar(200)', (c) => c.notNull())
      .addColumn('fold', 'varchar(200)', (c) => c.notNull())
      .addColumn('texts', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('task_formats_task').on('taskFormats').columns(['taskId', 'position']).execute();

    // One row per invited supplier and task (the REST contract's supplierTask, keyed by taskId and supplierId).
    await db.schema
      .createTable('supplierTasks')
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('supplierId', 'varchar(36)', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('mailId', 'varchar(36)', (c) => c.notNull())
      .addColumn('invitedAt', 'bigint', (c) => c.notNull())
      .addColumn('openedAt', 'bigint')
      .addColumn('clickedAt', 'bigint')
      .addColumn('sum', 'bigint')
      .addPrimaryKeyConstraint('supplier_tasks_pk', ['taskId', 'supplierId'])
      .execute();
    await db.schema.createIndex('supplier_tasks_mail').on('supplierTasks').column('mailId').execute();

    await db.schema.alterTable('mails').addColumn('taskId', 'varchar(36)').execute();
    await db.schema.alterTable('mails').addColumn('supplierId', 'varchar(36)').execute();
    await db.schema.createIndex('mails_task').on('mails').columns(['taskId', 'createdAt']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('mails_task').execute();
    await db.schema.alterTable('mails').dropColumn('supplierId').execute();
    await db.schema.alterTable('mails').dropColumn('taskId').execute();
    await db.schema.dropTable('supplierTasks').execute();
    await db.schema.dropTable('taskFormats').execute();
    await db.schema.dropTable('tasks').execute();
  },
};
