import type { Kysely, Migration } from 'kysely';

/**
 * A live reverse auction (docs/product.md#auctions, docs/decisions/040): one per task, its window (`endsAt` moved by
 * each soft close), the decrement in tenths of a percent, who sees what; `endedAt` written once, by whichever
 * instance ends it. Its bidders with the landed total they started from and their last, and every bid.
 */
export const auctions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('auctions')
      .addColumn('taskId', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('startsAt', 'bigint', (c) => c.notNull())
      .addColumn('endsAt', 'bigint', (c) => c.notNull())
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addColumn('decrementTenths', 'integer', (c) => c.notNull())
      .addColumn('visibility', 'varchar(8)', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('endedAt', 'bigint')
      .addColumn('createdBy', 'varchar(64)', (c) => c.notNull())
      .addColumn('signature', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
    // The boot's and the sweep's question: which auctions has nobody ended yet.
    await db.schema.createIndex('auctions_open_idx').on('auctions').columns(['endedAt', 'endsAt']).execute();
    await db.schema
      .createTable('auctionBidders')
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull())
      .addColumn('supplierId', 'varchar(64)', (c) => c.notNull())
      .addColumn('startTotal', 'bigint', (c) => c.notNull())
      .addColumn('lastTotal', 'bigint', (c) => c.notNull())
      .addColumn('bids', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lastBidAt', 'bigint')
      .addPrimaryKeyConstraint('auction_bidders_pk', ['taskId', 'supplierId'])
      .execute();
    await db.schema
      .createTable('auctionBids')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull())
      .addColumn('supplierId', 'varchar(64)', (c) => c.notNull())
      .addColumn('total', 'bigint', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('auction_bids_task_idx').on('auctionBids').columns(['taskId', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('auctionBids').execute();
    await db.schema.dropTable('auctionBidders').execute();
    await db.schema.dropTable('auctions').execute();
  },
};
