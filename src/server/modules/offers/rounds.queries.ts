import type { Executor } from '../../db/database.ts';
import { toOffer, type Offer, type OfferColumns } from './stored-offer.ts';
import type { SupplierTaskKey } from './offers.queries.ts';

// A best-and-final round's columns of supplierTasks (docs/product.md#rounds): the last round each printshop is
// in, its answer to it, and its offer as it stood when the round before closed.

/** What a printshop's answer to a final round was: one submission, or its offer kept as it stood. */
export type RoundAnswer = 'offer' | 'kept';

export const roundColumns = ['supplierTasks.round', 'supplierTasks.roundAnswer', 'supplierTasks.roundOffer'] as const;

/**
 * Closes round `number - 1` of a task: every offer made in it is kept as it stands (`roundOffer`), and the
 * printshops `chosen` are in round `number`, not yet answered.
 */
export async function startRound(ex: Executor, taskId: string, number: number, chosen: string[]): Promise<void> {
  const rows = await ex
    .selectFrom('supplierTasks')
    .select(['supplierId', 'prices', 'terms', 'sum', 'submittedAt', 'currency'])
    .where('taskId', '=', taskId)
    .where('round', '=', number - 1)
    .where('submittedAt', 'is not', null)
    .execute();
  for (const { supplierId, ...offer } of rows) {
    await ex
      .updateTable('supplierTasks')
      .set({ roundOffer: JSON.stringify(offer) })
      .where('taskId', '=', taskId)
      .where('supplierId', '=', supplierId)
      .execute();
  }
  if (chosen.length === 0) return;
  await ex
    .updateTable('supplierTasks')
    .set({ round: number, roundAnswer: null })
    .where('taskId', '=', taskId)
    .where('supplierId', 'in', chosen)
    .execute();
}

/**
 * Records a printshop's answer to the round it is in, unless it answered already: false then. The condition is
 * in the write, so that two answers at once store one.
 */
export async function answerRound(ex: Executor, key: SupplierTaskKey, answer: RoundAnswer): Promise<boolean> {
  const result = await ex
    .updateTable('supplierTasks')
    .set({ roundAnswer: answer })
    .where('taskId', '=', key.taskId)
    .where('supplierId', '=', key.supplierId)
    .where('round', '>', 1)
    .where('roundAnswer', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The offer kept when the round before closed (`roundOffer`), weighed at the task's rates; null: none. */
export function roundOfferOf(json: string | null, rates: string | null): Offer | null {
  if (json === null) return null;
  return toOffer({ ...(JSON.parse(json) as OfferColumns), rates });
}
