import type { Kysely, Migration } from 'kysely';

/**
 * The tasks awarded in a period, and those before it, read off an index by the spend report (docs/decisions/037):
 * a workspace's tasks by the instant of their award, with their state.
 */
export const spendIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('tasks_accepted').on('tasks').columns(['workspaceId', 'acceptedAt', 'state']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('tasks_accepted').execute();
  },
};
