import { sql } from 'kysely';
import { convert } from '../../../shared/currencies.ts';
import type { Executor } from '../../db/database.ts';
import { completeOfferSql, inTaskCurrency, type Offer } from '../offers/index.ts';

// What the spend report weighs an award by (docs/decisions/037), stored with it: once a task is awarded its offers,
// rates and formats no longer change, so the report reads these instead of every offer's JSON at every request.
// Migration 038 filled the tasks awarded before by the same rules.

/** An award line's price in the task's currency and its winner's delivery cost (whole), as `awardedInTaskCurrency`. */
export function weighedLine(price: number, offer: Offer | null): { taskPrice: number; delivery: number } {
  if (!offer) return { taskPrice: price, delivery: 0 };
  return { taskPrice: convert(price, offer.rate), delivery: inTaskCurrency(offer).terms?.deliveryCost ?? 0 };
}

/**
 * Stores the task's best single offer at its award: the lowest landed total of an offer pricing every one of its
 * `formats` as they are, of printshops not deleted, in the task's currency (null when there is none).
 */
export async function storeAwardFigures(ex: Executor, workspaceId: string, taskId: string, formats: number) {
  const row = await ex
    .selectFrom('supplierTasks')
    .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select((eb) => eb.fn.min(completeOfferSql(ex, sql.lit(formats))).as('best'))
    .where('supplierTasks.taskId', '=', taskId)
    .where('suppliers.deletedAt', 'is', null)
    .executeTakeFirst();
  const best = row?.best ?? null;
  await ex
    .insertInto('awardFigures')
    .values({ taskId, workspaceId, bestOffer: best === null ? null : Number(best) })
    .execute();
}
