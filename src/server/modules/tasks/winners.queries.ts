import type { Executor } from '../../db/database.ts';
import { storedOfferColumns } from '../offers/index.ts';

/**
 * The awards of the given tasks, a row per format ordered, with the winner's name and its offer's stored columns
 * (its terms state the delivery cost) and the task's rates it is weighed at, by task and winner's name.
 */
export async function awardsOf(ex: Executor, workspaceId: string, taskIds: string[]) {
  if (taskIds.length === 0) return [];
  return ex
    .selectFrom('awards')
    .innerJoin('suppliers', 'suppliers.id', 'awards.supplierId')
    .leftJoin('supplierTasks', (join) =>
      join
        .onRef('supplierTasks.taskId', '=', 'awards.taskId')
        .onRef('supplierTasks.supplierId', '=', 'awards.supplierId'),
    )
    .innerJoin('tasks', 'tasks.id', 'awards.taskId')
    .select(['awards.taskId', 'awards.formatId', 'awards.supplierId', 'awards.count', 'awards.price', 'suppliers.name'])
    .select([...storedOfferColumns, 'tasks.rates'])
    .where('awards.workspaceId', '=', workspaceId)
    .where('awards.taskId', 'in', taskIds)
    .orderBy('awards.taskId')
    .orderBy('suppliers.name')
    .orderBy('awards.formatId')
    .execute();
}
