import type { Executor } from '../../db/database.ts';
import { offerColumns, roundOfferOf, standingColumns, toKeptStanding, toOffer } from '../offers/index.ts';

/**
 * The offers of a task with the supplier names. While the task is sealed (`today`) an offer comes without prices,
 * sum and terms: `offer` is null, who offered and when is there.
 */
export async function currentOffers(ex: Executor, workspaceId: string, taskId: string, today: string) {
  const rows = await ex
    .selectFrom('supplierTasks')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .select([
      'supplierTasks.supplierId',
      'suppliers.name',
      'suppliers.deletedAt',
      ...offerColumns(today),
      ...standingColumns,
      'supplierTasks.round',
      // A closed round's offers are no longer sealed (docs/product.md#rounds).
      'supplierTasks.roundOffer',
      // Whether it answered its round is no price: sealed too.
      'supplierTasks.roundAnswer',
      'tasks.rates as taskRates',
    ])
    .where('supplierTasks.workspaceId', '=', workspaceId)
    .where('supplierTasks.taskId', '=', taskId)
    .where('supplierTasks.submittedAt', 'is not', null)
    .orderBy('supplierTasks.submittedAt')
    .orderBy('suppliers.name')
    .execute();
  return rows.map(({ supplierId, name, deletedAt, round, roundOffer, roundAnswer, taskRates, ...columns }) => ({
    supplierId,
    name,
    deleted: deletedAt !== null,
    round,
    answered: roundAnswer !== null,
    earlier: roundOfferOf(roundOffer, taskRates),
    submittedAt: Number(columns.submittedAt),
    offer: toOffer(columns),
    // Sealed too: which formats wait to be confirmed is no price.
    kept: toKeptStanding(columns),
  }));
}

/**
 * How many times each printshop sent a changed offer (its revisions), per supplier id: staff see how often a
 * printshop revised (docs/product.md#comparison). A count, no price: sealed bids show it too.
 */
export async function revisionCounts(ex: Executor, workspaceId: string, taskId: string) {
  const rows = await ex
    .selectFrom('offerRevisions')
    .select((eb) => ['supplierId', eb.fn.countAll<number | string>().as('n')])
    .where('workspaceId', '=', workspaceId)
    .where('taskId', '=', taskId)
    .groupBy('supplierId')
    .execute();
  return new Map(rows.map((r) => [r.supplierId, Number(r.n)]));
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
