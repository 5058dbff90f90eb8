import type { Executor } from '../../db/database.ts';

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
