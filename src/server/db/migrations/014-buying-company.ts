import type { Kysely, Migration } from 'kysely';

/**
 * Who is buying (docs/product.md, Buying company): a workspace's company (one row per workspace, none until an
 * owner or admin sets it), the company a task buys for (one of the workspace's `companies`, null: the
 * workspace's), what a printshop's mail needs to go out the same on every retry (the From's name and the
 * Reply-To), and the audit trail of changes to the workspace itself, which belong to no task.
 */
export const buyingCompany: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('buyingCompanies')
      .addColumn('workspaceId', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('address', 'varchar(1000)', (c) => c.notNull())
      .addColumn('vatNumber', 'varchar(50)', (c) => c.notNull())
      .addColumn('phone', 'varchar(50)', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updatedBy', 'varchar(64)', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('tasks').addColumn('companyId', 'varchar(36)').execute();
    await db.schema.alterTable('mails').addColumn('fromName', 'varchar(300)').execute();
    await db.schema.alterTable('mails').addColumn('replyTo', 'varchar(254)').execute();
    await db.schema
      .createTable('workspaceEvents')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('kind', 'varchar(40)', (c) => c.notNull())
      .addColumn('userId', 'varchar(64)', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('workspace_events_workspace')
      .on('workspaceEvents')
      .columns(['workspaceId', 'createdAt'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('workspaceEvents').execute();
    await db.schema.alterTable('mails').dropColumn('replyTo').execute();
    await db.schema.alterTable('mails').dropColumn('fromName').execute();
    await db.schema.alterTable('tasks').dropColumn('companyId').execute();
    await db.schema.dropTable('buyingCompanies').execute();
  },
};
