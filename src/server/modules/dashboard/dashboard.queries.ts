import type { Db } from '../../db/database.ts';
import { TaskState } from '../../../shared/task-state.ts';

export async function openTasks(db: Db, workspaceId: string) {
  return db
    .selectFrom('tasks')
    .select(['id', 'name', 'state', 'deadlineDate'])
    .where('workspaceId', '=', workspaceId)
    .where('state', '<', TaskState.done)
    .orderBy('deadlineDate')
    .orderBy('createdAt', 'desc')
    .execute();
}

/** The current offers of every open task of the workspace, lowest sum first. */
export async function openOffers(db: Db, workspaceId: string) {
  return db
    .selectFrom('supplierTasks')
    .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select(['supplierTasks.taskId', 'suppliers.name', 'supplierTasks.sum'])
    .where('tasks.workspaceId', '=', workspaceId)
    .where('tasks.state', '<', TaskState.done)
    .where('supplierTasks.sum', 'is not', null)
    .orderBy('supplierTasks.sum')
    .orderBy('suppliers.name')
    .execute();
}
