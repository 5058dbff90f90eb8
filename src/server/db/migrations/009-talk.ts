import type { Kysely, Migration } from 'kysely';

/**
 * Talking with printshops inside the tender: documents attached to a task (perhaps to one of its
 * formats) and who downloaded them, questions and their answers, no-bids, and the task's reminder settings.
 * Reminders themselves are due-time rows of the mail outbox; `dedupeKey` makes each planned mail exist once.
 */
export const talk: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('taskFiles')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('formatId', 'varchar(36)')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('type', 'varchar(100)', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('storageKey', 'varchar(200)', (c) => c.notNull())
      .addColumn('uploadedBy', 'varchar(64)', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('task_files_task').on('taskFiles').columns(['taskId', 'createdAt']).execute();
    await db.schema
      .createTable('fileDownloads')
      .addColumn('fileId', 'varchar(36)', (c) => c.notNull().references('taskFiles.id').onDelete('cascade'))
      .addColumn('supplierId', 'varchar(36)', (c) => c.notNull())
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull())
      .addColumn('firstAt', 'bigint', (c) => c.notNull())
      .addColumn('lastAt', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('file_downloads_pk', ['fileId', 'supplierId'])
      .execute();
    await db.schema
      .createTable('questions')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('supplierId', 'varchar(36)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('askedAt', 'bigint', (c) => c.notNull())
      .addColumn('answer', 'text')
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('answeredBy', 'varchar(64)')
      .addColumn('answeredAt', 'bigint')
      .execute();
    await db.schema.createIndex('questions_task').on('questions').columns(['taskId', 'askedAt']).execute();
    await db.schema.alterTable('supplierTasks').addColumn('declinedAt', 'bigint').execute();
    await db.schema.alterTable('supplierTasks').addColumn('declineReason', 'text').execute();
    // Days before the deadline / after the invitation; null: switched off.
    await db.schema
      .alterTable('tasks')
      .addColumn('remindDays', 'integer', (c) => c.defaultTo(2))
      .execute();
    await db.schema
      .alterTable('tasks')
      .addColumn('unopenedDays', 'integer', (c) => c.defaultTo(3))
      .execute();
    await db.schema.alterTable('mails').addColumn('dedupeKey', 'varchar(200)').execute();
    await db.schema.createIndex('mails_dedupe_key').on('mails').column('dedupeKey').unique().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('mails_dedupe_key').execute();
    await db.schema.alterTable('mails').dropColumn('dedupeKey').execute();
    for (const column of ['unopenedDays', 'remindDays'])
      await db.schema.alterTable('tasks').dropColumn(column).execute();
    for (const column of ['declineReason', 'declinedAt']) {
      await db.schema.alterTable('supplierTasks').dropColumn(column).execute();
    }
    await db.schema.dropTable('questions').execute();
    await db.schema.dropTable('fileDownloads').execute();
    await db.schema.dropTable('taskFiles').execute();
  },
};
