import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The dashboard's order (open tasks, nearest deadline, newest first) exactly, over open tasks only: with
 * many tasks due on one day the old index left PostgreSQL sorting all of them (bench/staff.bench.ts).
 */
// Frozen here: a migration must build the same index whatever the live code later calls "done".
const DONE = 99;

export const openTasksIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('tasks_deadline').execute();
    await db.schema
      .createIndex('tasks_open')
      .on('tasks')
      .columns(['workspaceId', 'deadlineDate', 'createdAt desc', 'id'])
      .where(sql.ref('state'), '<', sql.lit(DONE))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('tasks_open').execute();
    await db.schema
      .createIndex('tasks_deadline')
      .on('tasks')
      .columns(['workspaceId', 'deadlineDate', 'createdAt'])
      .execute();
  },
};
