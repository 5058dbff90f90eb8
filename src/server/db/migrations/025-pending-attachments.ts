import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A mail whose files are made after its transaction (an order's PDF, docs/decisions/027) keeps what to make them
 * from in `pendingAttachments` (JSON) until they are stored in `attachments`. The partial index holds only such
 * mails, so that looking for them every second reads nothing while there are none.
 */
export const pendingAttachments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mails').addColumn('pendingAttachments', 'text').execute();
    await db.schema
      .createIndex('mails_pending_attachments')
      .on('mails')
      .column('createdAt')
      .where(sql.ref('pendingAttachments'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('mails_pending_attachments').execute();
    await db.schema.alterTable('mails').dropColumn('pendingAttachments').execute();
  },
};
