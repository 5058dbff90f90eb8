import type { Kysely, Migration } from 'kysely';

/**
 * A mail may carry files (the order's PDF), kept in its row as JSON with base64 content, so that
 * the outbox's guarantees (docs/decisions/004) hold for them too: written in the caller's transaction, sent
 * whole or retried whole.
 */
export const mailAttachments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mails').addColumn('attachments', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('mails').dropColumn('attachments').execute();
  },
};
