import type { Kysely, Migration } from 'kysely';

/** The orders the tasks list and the dashboard read in, so a page is read off an index, not sorted. */
export const listIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('tasks_list').on('tasks').columns(['workspaceId', 'createdAt']).execute();
    await db.schema
      .createIndex('tasks_deadline')
      .on('tasks')
      .columns(['workspaceId', 'deadlineDate', 'createdAt'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('tasks_deadline').execute();
    await db.schema.dropIndex('tasks_list').execute();
  },
};
