import type { Kysely, Migration } from 'kysely';

/**
 * The place a printshop's page shows is a snapshot, taken when its own change was ranked (docs/product.md#offers-and-ranks):
 * `rankShown` (JSON: place, places per format, partial offers, the formats' revision), when it was taken
 * (`rankAt`), and, while the current offer waits for a place held back by the hourly limit, when one can be had
 * again (`rankUpdatesAt`). Each revision says whether it was answered with a fresh place (`rankedAt`): the limit
 * counts those of the last hour, in the database, so every instance counts alike.
 */
export const rankSnapshots: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('supplierTasks').addColumn('rankShown', 'text').execute();
    await db.schema.alterTable('supplierTasks').addColumn('rankAt', 'bigint').execute();
    await db.schema.alterTable('supplierTasks').addColumn('rankUpdatesAt', 'bigint').execute();
    await db.schema.alterTable('offerRevisions').addColumn('rankedAt', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('offerRevisions').dropColumn('rankedAt').execute();
    await db.schema.alterTable('supplierTasks').dropColumn('rankUpdatesAt').execute();
    await db.schema.alterTable('supplierTasks').dropColumn('rankAt').execute();
    await db.schema.alterTable('supplierTasks').dropColumn('rankShown').execute();
  },
};
