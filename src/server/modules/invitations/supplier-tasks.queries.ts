import { sql } from 'kysely';
import type { PriceEntry, Terms } from '../../../shared/schemas/offers.ts';
import type { Executor } from '../../db/database.ts';
import { forShareOf } from '../../db/locks.ts';
import { unsealed } from '../../db/sealed.ts';
import type { SupplierSum } from '../../../shared/schemas/tasks.ts';

/**
 * A printshop's current offer: prices in cents per task format, their sum, its terms, when it came, and the
 * task revision it was made or confirmed for (older than the task's pricesRevision: to be confirmed).
 */
export type Offer = { prices: PriceEntry[]; sum: number; terms: Terms | null; submittedAt: number; revision: number };

type OfferColumns = {
  prices: string | null;
  sum: number | null;
  terms: string | null;
  submittedAt: number | null;
  offerRevision?: number;
};

/** An offer's prices as stored; those stored before scales existed are `{ id, price }` alone. */
type StoredPrice = Pick<PriceEntry, 'id' | 'price'> & Partial<PriceEntry>;

const toPriceEntry = ({
  id,
  price,
  scales = [],
  runOnPer1000 = null,
  alternative = null,
}: StoredPrice): PriceEntry => ({
  id,
  price,
  scales,
  runOnPer1000,
  alternative: alternative && { ...alternative, scales: alternative.scales ?? [] },
});

/** Terms as stored: those stored before delivery cost and lead time existed lack them. */
type StoredTerms = Omit<Terms, 'deliveryCost' | 'leadDays'> & Partial<Terms>;
const toTerms = ({ deliveryCost = null, leadDays = null, ...terms }: StoredTerms): Terms => ({
  ...terms,
  deliveryCost,
  leadDays,
});

/** supplierTasks' and offerRevisions' offer columns as an offer, or null before the first submission. */
export function toOffer(row: OfferColumns): Offer | null {
  if (row.sum === null || row.prices === null) return null;
  return {
    prices: (JSON.parse(row.prices) as StoredPrice[]).map(toPriceEntry),
    sum: Number(row.sum),
    terms: row.terms === null ? null : toTerms(JSON.parse(row.terms) as StoredTerms),
    submittedAt: Number(row.submittedAt),
    revision: row.offerRevision ?? 0,
  };
}

/** Supplier tasks with their task and supplier, where all three belong to one workspace. */
function supplierTasks(ex: Executor) {
  return ex
    .selectFrom('supplierTasks')
    .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select([
      'tasks.id as taskId',
      'tasks.workspaceId',
      'tasks.state',
      'tasks.name as taskName',
      'tasks.note',
      'tasks.address',
      'tasks.lettershop',
      'tasks.deliveryDate',
      'tasks.deadlineDate',
      'tasks.sealed',
      'tasks.lang',
      'tasks.revision',
      'tasks.pricesRevision',
      'tasks.cancelMessage',
      'suppliers.id as supplierId',
      'suppliers.name as supplierName',
      'suppliers.email as supplierEmail',
      'suppliers.contactPerson',
      'suppliers.language',
      'suppliers.deletedAt',
      'supplierTasks.prices',
      'supplierTasks.sum',
      'supplierTasks.terms',
      'supplierTasks.submittedAt',
      'supplierTasks.offerRevision',
      'supplierTasks.clickedAt',
      'supplierTasks.declinedAt',
      'supplierTasks.declineReason',
    ])
    .whereRef('suppliers.workspaceId', '=', 'tasks.workspaceId')
    .whereRef('supplierTasks.workspaceId', '=', 'tasks.workspaceId');
}

type Row = Awaited<ReturnType<ReturnType<typeof supplierTasks>['executeTakeFirstOrThrow']>>;

/** A supplier task with its task and supplier, as the offer page and the award read it. */
export type SupplierTaskRecord = ReturnType<typeof toSupplierTask>;

function toSupplierTask(record: Row) {
  const { prices, sum, terms, submittedAt, offerRevision, deletedAt, declinedAt, declineReason, ...row } = record;
  const offer = toOffer({ prices, sum, terms, submittedAt, offerRevision });
  // A no-bid, until an offer clears it (setCurrentOffers).
  const declined = declinedAt === null ? null : { reason: declineReason ?? '', at: declinedAt };
  return { ...row, supplierDeleted: deletedAt !== null, offer, declined };
}

/** Every supplier task of a task: what the offer pages show of it (offer-page/task-cache.ts). */
export async function findSupplierTasks(ex: Executor, taskId: string): Promise<SupplierTaskRecord[]> {
  const rows = await supplierTasks(ex).where('supplierTasks.taskId', '=', taskId).execute();
  return rows.map(toSupplierTask);
}

/**
 * A task's invited printshops, oldest invitation first, each with its current offer's total; null for all
 * while the task is sealed on `today`. One query, however many printshops.
 */
export async function findSupplierSums(ex: Executor, taskId: string, today: string): Promise<SupplierSum[]> {
  const rows = await ex
    .selectFrom('supplierTasks')
    .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .select((eb) => ['supplierTasks.supplierId', unsealed(eb.ref('supplierTasks.sum'), today).as('sum')])
    .where('supplierTasks.taskId', '=', taskId)
    .whereRef('supplierTasks.workspaceId', '=', 'tasks.workspaceId')
    .orderBy('supplierTasks.invitedAt')
    .orderBy('supplierTasks.supplierId')
    .execute();
  return rows.map((r) => ({ supplierId: r.supplierId, sum: r.sum === null ? null : Number(r.sum) }));
}

export type SupplierTaskKey = { taskId: string; supplierId: string };

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

export type NewOffer = SupplierTaskKey & {
  id: string;
  workspaceId: string;
  prices: PriceEntry[];
  sum: number;
  terms: Terms | null;
  at: number;
  /** The task revision the offer is made for. */
  revision: number;
};

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/**
 * Makes offers their suppliers' current offers (the latest of a supplier's, if it is in the batch twice): one
 * update per task.
 */
export async function setCurrentOffers(ex: Executor, offers: NewOffer[]) {
  // The latest offer per task and supplier; tasks in one order, so two batches never lock in a cycle.
  const byTask = new Map<string, Map<string, NewOffer>>();
  for (const o of [...offers].sort((a, b) => a.taskId.localeCompare(b.taskId) || a.at - b.at)) {
    if (!byTask.has(o.taskId)) byTask.set(o.taskId, new Map());
    byTask.get(o.taskId)!.set(o.supplierId, o);
  }
  for (const [taskId, latest] of byTask) {
    const current = [...latest.values()];
    const pick = <T extends string | number | null>(value: (o: NewOffer) => T, type: 'text' | 'bigint') =>
      sql<T>`case ${sql.ref('supplierId')} ${sql.join(
        current.map((o) => sql`when ${o.supplierId} then cast(${value(o)} as ${sql.raw(type)})`),
        sql` `,
      )} end`;
    await ex
      .updateTable('supplierTasks')
      .set({
        prices: pick((o) => JSON.stringify(o.prices), 'text'),
        terms: pick((o) => json(o.terms), 'text'),
        sum: pick((o) => o.sum, 'bigint'),
        submittedAt: pick((o) => o.at, 'bigint'),
        offerRevision: pick((o) => o.revision, 'bigint'),
        // Offering undoes a no-bid, in this same statement (docs/decisions/014).
        declinedAt: null,
        declineReason: null,
      })
      .where('taskId', '=', taskId)
      .where('supplierId', 'in', [...latest.keys()])
      .execute();
  }
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
    .where('sum', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
