import type { Kysely, Migration } from 'kysely';

/**
 * Weighted scoring (docs/product.md#scoring, docs/decisions/038): a task's weights, JSON { price, leadTime,
 * quality, certificates } in percent (null: the price alone), the workspace's defaults for new tasks, and why an
 * award went to other than the best score or the lowest price (the buyer's reason; null: none given).
 */
export const scoring: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tasks').addColumn('scoring', 'text').execute();
    await db.schema.alterTable('tasks').addColumn('awardReason', 'text').execute();
    await db.schema.alterTable('workspaceSettings').addColumn('scoringDefaults', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('workspaceSettings').dropColumn('scoringDefaults').execute();
    await db.schema.alterTable('tasks').dropColumn('awardReason').execute();
    await db.schema.alterTable('tasks').dropColumn('scoring').execute();
  },
};
