import type { Kysely, Migration } from 'kysely';

/** A cancelled task's state (frozen here, as task-state.ts says it now). */
const CANCELLED = 90;

type Tables = { tasks: { id: string; state: number }; awardRequests: { taskId: string; state: string } };

/**
 * A request for approval keeps the award as it was priced and shown (`priced`, JSON;
 * docs/product.md#budget-and-approval): approving orders exactly that. Requests made before have none and can only
 * be rejected. A cancellation now withdraws a waiting request; those of tasks cancelled before are withdrawn here
 * (nobody is told: the task ended).
 */
export const keptAwards: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('awardRequests').addColumn('priced', 'text').execute();
    const typed = db as unknown as Kysely<Tables>;
    await typed
      .updateTable('awardRequests')
      .set({ state: 'withdrawn' })
      .where('state', '=', 'pending')
      .where('taskId', 'in', typed.selectFrom('tasks').select('id').where('state', '=', CANCELLED))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('awardRequests').dropColumn('priced').execute();
  },
};
