import type { Kysely, Migration } from 'kysely';

/**
 * What a mail server reported after it took a mail (docs/product.md#mail-that-did-not-arrive): a mail's
 * `delivery` (bounced: a permanent failure, delayed: a temporary one) with the server's reason, kept apart from
 * the outbox's own `state` and `lastError`; and the contact whose address a mail bounced from, until the address
 * changes.
 */
export const mailBounces: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mails').addColumn('delivery', 'varchar(10)').execute();
    await db.schema.alterTable('mails').addColumn('deliveryDetail', 'varchar(1000)').execute();
    await db.schema.alterTable('mails').addColumn('deliveryAt', 'bigint').execute();
    await db.schema.alterTable('suppliers').addColumn('bouncedAt', 'bigint').execute();
    await db.schema.alterTable('companies').addColumn('bouncedAt', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['delivery', 'deliveryDetail', 'deliveryAt']) {
      await db.schema.alterTable('mails').dropColumn(column).execute();
    }
    await db.schema.alterTable('suppliers').dropColumn('bouncedAt').execute();
    await db.schema.alterTable('companies').dropColumn('bouncedAt').execute();
  },
};
