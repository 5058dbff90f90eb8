import type { Executor } from '../../db/database.ts';
import { findSupplierTasksOf } from '../invitations/index.ts';
import { awardedInTaskCurrency } from '../offers/index.ts';
import { findAwards } from './award.queries.ts';

/**
 * What a task's award costs, landed (src/shared/landed-cost.ts): each winner's prices plus its delivery cost
 * once, as the award summary and the exports count it, in the task's currency; null before the award.
 */
export async function awardedTotal(ex: Executor, taskId: string): Promise<number | null> {
  const awards = await findAwards(ex, taskId);
  if (awards.length === 0) return null;
  const keys = [...new Set(awards.map((a) => a.supplierId))].map((supplierId) => ({ taskId, supplierId }));
  const winners = new Map((await findSupplierTasksOf(ex, keys)).map((i) => [i.supplierId, i]));
  return awardedInTaskCurrency(awards, (supplierId) => winners.get(supplierId)?.offer ?? null);
}
