import type { Kysely, Migration } from 'kysely';

/**
 * Notifications of staff (docs/product.md#notifications): one row per recipient and event, written in the
 * event's transaction; who watches a task besides its owner (and an owner who stopped); each user's mail
 * preference; and claims, one row per key, that make the deadline's notification of a task and a user's
 * digest of a day happen once across instances (the insert that conflicts does nothing).
 */
export const notifications: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull())
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('supplierId', 'varchar(36)')
      .addColumn('count', 'integer')
      .addColumn('mail', 'varchar(10)', (c) => c.notNull())
      .addColumn('digestDay', 'varchar(10)')
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('readAt', 'bigint')
      .execute();
    await db.schema.createIndex('notifications_user').on('notifications').columns(['userId', 'createdAt']).execute();
    await db.schema
      .createIndex('notifications_digest')
      .on('notifications')
      .columns(['userId', 'mail', 'digestDay'])
      .execute();
    await db.schema
      .createTable('taskWatches')
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull())
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('watching', 'integer', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_watches_pk', ['taskId', 'userId'])
      .execute();
    await db.schema
      .createTable('notificationSettings')
      .addColumn('userId', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('mode', 'varchar(10)', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('notificationClaims')
      .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['notificationClaims', 'notificationSettings', 'taskWatches', 'notifications']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
