import { sql } from 'kysely';
import type { PriceEntry, Terms } from '../../../shared/schemas/offers.ts';
import type { Executor } from '../../db/database.ts';
import { forShareOf } from '../../db/locks.ts';
import { unsealed } from '../../db/sealed.ts';
import type { SupplierSum } from '../../../shared/schemas/tasks.ts';
import type { ShownRank } from '../../../shared/ranking.ts';

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
      'tasks.requiredCertificates',
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
  const { prices, sum, terms, submittedAt, offerRevision, deletedAt, declinedAt, declineReason, ...rest } = record;
  const { rankShown, rankAt, rankUpdatesAt, ...row } = rest;
  const offer = toOffer({ prices, sum, terms, submittedAt, offerRevision });
  // A no-bid, until an offer clears it (setCurrentOffers).
  const declined = declinedAt === null ? null : { reason: declineReason ?? '', at: declinedAt };
  return {
    ...row,
    supplierDeleted: deletedAt !== null,
    offer,
    declined,
    shown: toShown(rankShown, rankAt, rankUpdatesAt),
  };
}

/** The place a printshop's page shows (docs/product.md#offers-and-ranks); null before its first ranked change. */
export type Shown = {
  rank: ShownRank | null;
  /** When it was taken. */
  at: number | null;
  /** While the current offer waits for a place the hourly limit held back: when one can be had again. */
  updatesAt: number | null;
};

function toShown(rankShown: string | null, rankAt: number | null, rankUpdatesAt: number | null): Shown | null {
  if (rankShown === null && rankUpdatesAt === null) return null;
  return {
    rank: rankShown === null ? null : (JSON.parse(rankShown) as ShownRank),
    at: rankAt === null ? null : Number(rankAt),
    updatesAt: rankUpdatesAt === null ? null : Number(rankUpdatesAt),
  };
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
  /** The place the page shows from now on: taken with this offer, or kept from before (the hourly limit). */
  shown: Shown;
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
        rankShown: pick((o) => json(o.shown.rank), 'text'),
        rankAt: pick((o) => o.shown.at, 'bigint'),
        rankUpdatesAt: pick((o) => o.shown.updatesAt, 'bigint'),
        // Offering undoes a no-bid, in this same statement (docs/decisions/014).
        declinedAt: null,
        declineReason: null,
      })
      .where('taskId', '=', taskId)
      .where('supplierId', 'in', [...latest.keys()])
      .execute();
  }
}

/** A printshop's page shows a fresh place for the offer it has (a send of the same offer asked for one). */
export async function setShown(ex: Executor, key: SupplierTaskKey, shown: Shown) {
  await ex
    .updateTable('supplierTasks')
    .set({ rankShown: json(shown.rank), rankAt: shown.at, rankUpdatesAt: shown.updatesAt })
    .where('taskId', '=', key.taskId)
    .where('supplierId', '=', key.supplierId)
    .execute();
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

/**
 * The current offers of the tasks as the ranks count them, read through `unsealed` (none while a task is sealed),
 * with the formats' revision each was made for: what a fresh place is taken from (offer-page/offer-writer.ts).
 */
export async function findRankedOffers(ex: Executor, taskIds: string[], today: string) {
  const rows = await ex
    .selectFrom('supplierTasks')
    .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .select((eb) => [
      'supplierTasks.taskId',
      'supplierTasks.supplierId',
      unsealed(eb.ref('supplierTasks.sum'), today).as('sum'),
      unsealed(eb.ref('supplierTasks.prices'), today).as('prices'),
      unsealed(eb.ref('supplierTasks.terms'), today).as('terms'),
      'supplierTasks.submittedAt',
      'supplierTasks.offerRevision',
    ])
    .where('supplierTasks.taskId', 'in', taskIds)
    .whereRef('supplierTasks.workspaceId', '=', 'tasks.workspaceId')
    .where('supplierTasks.submittedAt', 'is not', null)
    .execute();
  return rows.flatMap(({ taskId, supplierId, ...columns }) => {
    const offer = toOffer(columns);
    return offer ? [{ taskId, supplierId, offer }] : [];
  });
}
