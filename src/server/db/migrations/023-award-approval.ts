import type { Kysely, Migration } from 'kysely';

/**
 * Budget and approval (docs/product.md#budget-and-approval): a task's budget (cents, null: none), the
 * workspace's settings (the award total above which a member's award waits for an owner's or admin's
 * approval; no row, or null: never), the award requests (one pending per task at most, kept once decided for
 * the record), and a notification's free text (who asked; why an award was not approved).
 */
export const awardApproval: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tasks').addColumn('budget', 'bigint').execute();
    await db.schema
      .createTable('workspaceSettings')
      .addColumn('workspaceId', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('approvalAbove', 'bigint')
      .addColumn('updatedBy', 'varchar(64)', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('awardRequests')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('state', 'varchar(10)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('preview', 'text', (c) => c.notNull())
      .addColumn('requestedBy', 'varchar(64)', (c) => c.notNull())
      .addColumn('requestedAt', 'bigint', (c) => c.notNull())
      .addColumn('decidedBy', 'varchar(64)')
      .addColumn('decidedAt', 'bigint')
      .addColumn('message', 'text')
      .execute();
    await db.schema.createIndex('award_requests_task').on('awardRequests').columns(['taskId', 'state']).execute();
    await db.schema.alterTable('notifications').addColumn('message', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('notifications').dropColumn('message').execute();
    await db.schema.dropTable('awardRequests').execute();
    await db.schema.dropTable('workspaceSettings').execute();
    await db.schema.alterTable('tasks').dropColumn('budget').execute();
  },
};
