import type { Executor } from '../../db/database.ts';
import { offerColumns } from '../offers/index.ts';

/**
 * The offers for the task formats copied from the stored formats `formatIds`, with their tender, printshop and the
 * format's revision (whether the offer's price answers it is the offers module's rule); the prices and terms are
 * NULL while a tender is sealed (`today`). `since` keeps only offers made after it.
 */
export async function offersOfFormats(
  ex: Executor,
  workspaceId: string,
  formatIds: string[],
  today: string,
  since = 0,
) {
  if (formatIds.length === 0) return [];
  return ex
    .selectFrom('taskFormats')
    .innerJoin('tasks', 'tasks.id', 'taskFormats.taskId')
    .innerJoin('supplierTasks', 'supplierTasks.taskId', 'tasks.id')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select([
      'taskFormats.formatId',
      'taskFormats.id as taskFormatId',
      'taskFormats.count',
      'taskFormats.revision',
      'tasks.id as taskId',
      'tasks.name as taskName',
      'tasks.currency as taskCurrency',
      'suppliers.id as supplierId',
      'suppliers.name as supplierName',
      ...offerColumns(today),
    ])
    .where('tasks.workspaceId', '=', workspaceId)
    .where('taskFormats.formatId', 'in', formatIds)
    .where('supplierTasks.submittedAt', 'is not', null)
    .where('supplierTasks.submittedAt', '>=', since)
    .orderBy('supplierTasks.submittedAt')
    .execute();
}

/** The awards of the task formats copied from the stored formats `formatIds`, oldest first, with the winner's terms. */
export async function awardsOfFormats(ex: Executor, workspaceId: string, formatIds: string[], today: string) {
  if (formatIds.length === 0) return [];
  return (
    ex
      .selectFrom('awards')
      .innerJoin('taskFormats', (join) =>
        join.onRef('taskFormats.id', '=', 'awards.formatId').onRef('taskFormats.taskId', '=', 'awards.taskId'),
      )
      .innerJoin('tasks', 'tasks.id', 'awards.taskId')
      .innerJoin('suppliers', 'suppliers.id', 'awards.supplierId')
      // The winner's offer as it was ordered: an awarded tender takes no further offer.
      .leftJoin('supplierTasks', (join) =>
        join
          .onRef('supplierTasks.taskId', '=', 'awards.taskId')
          .onRef('supplierTasks.supplierId', '=', 'awards.supplierId'),
      )
      .select([
        ...offerColumns(today),
        'taskFormats.formatId',
        'tasks.id as taskId',
        'tasks.name as taskName',
        'tasks.currency as taskCurrency',
        'suppliers.id as supplierId',
        'suppliers.name as supplierName',
        'awards.count',
        'awards.price',
        'awards.alternative',
        'awards.createdAt',
      ])
      .where('awards.workspaceId', '=', workspaceId)
      .where('taskFormats.formatId', 'in', formatIds)
      .orderBy('awards.createdAt')
      .execute()
  );
}

/** The stored format's title, when the workspace has it. */
export async function findFormatTitle(ex: Executor, workspaceId: string, id: string) {
  return ex
    .selectFrom('formats')
    .select(['id', 'title'])
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}
