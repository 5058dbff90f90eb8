import type { Kysely, Migration } from 'kysely';

export const mailOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mails')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspaceId', 'varchar(64)')
      .addColumn('kind', 'varchar(40)', (c) => c.notNull())
      .addColumn('toAddress', 'varchar(320)', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('messageId', 'varchar(200)', (c) => c.notNull().unique())
      .addColumn('state', 'varchar(10)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('nextAttemptAt', 'bigint', (c) => c.notNull())
      .addColumn('lockedUntil', 'bigint')
      .addColumn('lastError', 'text')
      .addColumn('smtpResponse', 'text')
      .addColumn('sentAt', 'bigint')
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
    // The worker's claim query: due queued mails in order.
    await db.schema.createIndex('mails_due').on('mails').columns(['state', 'nextAttemptAt']).execute();
    await db.schema.createIndex('mails_workspace').on('mails').columns(['workspaceId', 'createdAt']).execute();

    await db.schema
      .createTable('mailboxMessages')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('receivedAt', 'bigint', (c) => c.notNull())
      .addColumn('fromAddress', 'text', (c) => c.notNull())
      .addColumn('toAddress', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('raw', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('mailbox_received').on('mailboxMessages').column('receivedAt').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mailboxMessages').execute();
    await db.schema.dropTable('mails').execute();
  },
};
