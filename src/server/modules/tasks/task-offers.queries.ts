import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { unsealed } from '../../db/sealed.ts';

/**
 * A current offer: submitted, and not made before an amendment changed the formats (it ranks again once
 * confirmed; docs/product.md#offers-and-ranks). The query joins `tasks`.
 */
export const isCurrentOffer = (eb: ExpressionBuilder<Database, 'supplierTasks' | 'tasks'>) =>
  eb.and([
    eb('supplierTasks.submittedAt', 'is not', null),
    eb('supplierTasks.offerRevision', '>=', eb.ref('tasks.pricesRevision')),
  ]);

/**
 * The current offers of the given tasks of the workspace, lowest sum first, with their prices and the task's
 * number of formats (a partial offer prices fewer); read through `unsealed`, so a sealed task's sums are null
 * before its deadline day is over.
 */
export async function currentOffersOf(ex: Executor, workspaceId: string, taskIds: string[], today: string) {
  if (taskIds.length === 0) return [];
  return ex
    .selectFrom('supplierTasks')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .select((eb) => [
      'supplierTasks.taskId',
      'suppliers.name',
      unsealed(eb.ref('supplierTasks.sum'), today).as('sum'),
      unsealed(eb.ref('supplierTasks.prices'), today).as('prices'),
      eb
        .selectFrom('taskFormats')
        .select((f) => f.fn.countAll<number>().as('n'))
        .whereRef('taskFormats.taskId', '=', 'supplierTasks.taskId')
        .as('formats'),
    ])
    .where('supplierTasks.workspaceId', '=', workspaceId)
    .where('supplierTasks.taskId', 'in', taskIds)
    .where(isCurrentOffer)
    .orderBy('sum')
    .orderBy('suppliers.name')
    .execute();
}

export type CurrentOfferRow = Awaited<ReturnType<typeof currentOffersOf>>[number];

/** The awarded printshops of the given tasks, each once per task, by name. */
export async function winnersOf(ex: Executor, workspaceId: string, taskIds: string[]) {
  if (taskIds.length === 0) return [];
  return ex
    .selectFrom('awards')
    .innerJoin('suppliers', 'suppliers.id', 'awards.supplierId')
    .select(['awards.taskId', 'suppliers.name'])
    .distinct()
    .where('awards.workspaceId', '=', workspaceId)
    .where('awards.taskId', 'in', taskIds)
    .orderBy('awards.taskId')
    .orderBy('suppliers.name')
    .execute();
}
