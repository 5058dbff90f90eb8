import type { Executor } from '../../db/database.ts';
import { toOffer } from './offers.queries.ts';

/** Current offers of a task with the supplier names, lowest sum first. */
export async function currentOffers(ex: Executor, workspaceId: string, taskId: string) {
  const rows = await ex
    .selectFrom('supplierTasks')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select([
      'supplierTasks.supplierId',
      'suppliers.name',
      'suppliers.deletedAt',
      'supplierTasks.sum',
      'supplierTasks.prices',
      'supplierTasks.terms',
      'supplierTasks.submittedAt',
      'supplierTasks.offerRevision',
    ])
    .where('supplierTasks.workspaceId', '=', workspaceId)
    .where('supplierTasks.taskId', '=', taskId)
    .where('supplierTasks.sum', 'is not', null)
    .orderBy('supplierTasks.sum')
    .orderBy('suppliers.name')
    .execute();
  return rows.flatMap(({ supplierId, name, deletedAt, ...columns }) => {
    const offer = toOffer(columns);
    return offer ? [{ supplierId, name, deleted: deletedAt !== null, ...offer }] : [];
  });
}

/** Every offer revision of a task, newest first. */
export async function offerHistory(ex: Executor, workspaceId: string, taskId: string) {
  const rows = await ex
    .selectFrom('offerRevisions')
    .select(['supplierId', 'prices', 'terms', 'sum', 'createdAt'])
    .where('workspaceId', '=', workspaceId)
    .where('taskId', '=', taskId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    supplierId: r.supplierId,
    at: r.createdAt,
    ...toOffer({ ...r, submittedAt: r.createdAt })!,
  }));
}

/** The printshops that declined the task (no-bids) with their reasons, earliest first. */
export async function declinedSuppliers(ex: Executor, workspaceId: string, taskId: string) {
  const rows = await ex
    .selectFrom('supplierTasks')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select(['supplierTasks.supplierId', 'suppliers.name', 'supplierTasks.declineReason', 'supplierTasks.declinedAt'])
    .where('supplierTasks.workspaceId', '=', workspaceId)
    .where('supplierTasks.taskId', '=', taskId)
    .where('supplierTasks.declinedAt', 'is not', null)
    .orderBy('supplierTasks.declinedAt')
    .orderBy('suppliers.name')
    .execute();
  return rows.map((r) => ({
    supplierId: r.supplierId,
    name: r.name,
    reason: r.declineReason ?? '',
    at: r.declinedAt!,
  }));
}
