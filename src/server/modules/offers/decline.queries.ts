import type { Executor } from '../../db/database.ts';
import type { InvitationKey } from './offers.queries.ts';

/**
 * Records a no-bid (a later one replaces its reason), unless the printshop has an offer: false then. The
 * condition is in the write, so an offer committed meanwhile is seen (PostgreSQL re-reads the row it waited for).
 */
export async function markDeclined(ex: Executor, key: InvitationKey, reason: string, at: number): Promise<boolean> {
  const result = await ex
    .updateTable('supplierTasks')
    .set({ declinedAt: at, declineReason: reason })
    .where('taskId', '=', key.taskId)
    .where('supplierId', '=', key.supplierId)
    .where('sum', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
