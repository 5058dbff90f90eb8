import type { Executor } from '../../db/database.ts';
import { forShareOf } from '../../db/locks.ts';
import {
  roundColumns,
  roundOfferOf,
  storedOfferColumns,
  toOffer,
  toShown,
  type RoundAnswer,
  type SupplierTaskKey,
} from '../offers/index.ts';

/** Supplier tasks with their task and supplier, where all three belong to one workspace. */
function supplierTasks(ex: Executor) {
  return ex
    .selectFrom('supplierTasks')
    .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select([
      // Read in full, sealed or not: the offer pages and the award decide what each may see.
      ...storedOfferColumns,
      'tasks.rates',
      'tasks.currency as taskCurrency',
      'tasks.currencies',
      'tasks.id as taskId',
      'tasks.workspaceId',
      'tasks.state',
      'tasks.name as taskName',
      'tasks.note',
      'tasks.address',
      'tasks.deliveries',
      'tasks.lettershop',
      'tasks.deliveryDate',
      'tasks.deadlineDate',
      'tasks.sealed',
      'tasks.requiredCertificates',
      'tasks.lang',
      'tasks.revision',
      'tasks.cancelMessage',
      'tasks.round as taskRound',
      ...roundColumns,
      'suppliers.id as supplierId',
      'suppliers.name as supplierName',
      'suppliers.email as supplierEmail',
      'suppliers.contactPerson',
      'suppliers.language',
      'suppliers.deletedAt',
      'supplierTasks.clickedAt',
      'supplierTasks.declinedAt',
      'supplierTasks.declineReason',
      'supplierTasks.rankShown',
      'supplierTasks.rankAt',
      'supplierTasks.rankUpdatesAt',
    ])
    .whereRef('suppliers.workspaceId', '=', 'tasks.workspaceId')
    .whereRef('supplierTasks.workspaceId', '=', 'tasks.workspaceId');
}

type Row = Awaited<ReturnType<ReturnType<typeof supplierTasks>['executeTakeFirstOrThrow']>>;

/** A supplier task with its task and supplier, as the offer page and the award read it. */
export type SupplierTaskRecord = ReturnType<typeof toSupplierTask>;

function toSupplierTask(record: Row) {
  const { prices, sum, terms, submittedAt, currency, deletedAt, declinedAt, declineReason, ...rest } = record;
  const { rankShown, rankAt, rankUpdatesAt, roundOffer, roundAnswer, ...row } = rest;
  const offer = toOffer({ prices, sum, terms, submittedAt, currency, rates: rest.rates });
  // A no-bid, until an offer clears it (setCurrentOffers).
  const declined = declinedAt === null ? null : { reason: declineReason ?? '', at: declinedAt };
  return {
    ...row,
    supplierDeleted: deletedAt !== null,
    offer,
    declined,
    shown: toShown(rankShown, rankAt, rankUpdatesAt),
    roundAnswer: roundAnswer as RoundAnswer | null,
    // Its offer when the round before closed (docs/product.md#rounds); null: none, or in round 1.
    earlier: roundOfferOf(roundOffer, rest.rates),
  };
}

/** Every supplier task of a task: what the offer pages show of it (offer-page/task-cache.ts). */
export async function findSupplierTasks(ex: Executor, taskId: string): Promise<SupplierTaskRecord[]> {
  const rows = await supplierTasks(ex).where('supplierTasks.taskId', '=', taskId).execute();
  return rows.map(toSupplierTask);
}

/**
 * The supplier tasks of a batch of submissions. Their task rows stay shared until the transaction ends: an
 * accept takes the row for update, so no offer slips in after an accept. Only the task rows: sharing the
 * suppliers' rows too would deadlock two batches of one supplier.
 */
export async function findSupplierTasksOf(ex: Executor, keys: SupplierTaskKey[]): Promise<SupplierTaskRecord[]> {
  const query = supplierTasks(ex).where((eb) =>
    eb(
      eb.refTuple('supplierTasks.taskId', 'supplierTasks.supplierId'),
      'in',
      keys.map((k) => eb.tuple(k.taskId, k.supplierId)),
    ),
  );
  const rows = await forShareOf(query, 'tasks').execute();
  return rows.map(toSupplierTask);
}

/**
 * Records a no-bid (a later one replaces its reason), unless the printshop has an offer: false then. The
 * condition is in the write, so an offer committed meanwhile is seen (PostgreSQL re-reads the row it waited for).
 */
export async function markDeclined(ex: Executor, key: SupplierTaskKey, reason: string, at: number): Promise<boolean> {
  const result = await ex
    .updateTable('supplierTasks')
    .set({ declinedAt: at, declineReason: reason })
    .where('taskId', '=', key.taskId)
    .where('supplierId', '=', key.supplierId)
    .where('submittedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
