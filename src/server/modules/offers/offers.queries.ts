import { sql } from 'kysely';
import type { Currency } from '../../../shared/currencies.ts';
import type { RevisedFormat } from '../../../shared/offer.ts';
import type { ShownRank } from '../../../shared/ranking.ts';
import type { PriceEntry, Terms } from '../../../shared/schemas/offers.ts';
import type { Executor } from '../../db/database.ts';
import { unsealed } from '../../db/sealed.ts';
import { storedPrices, storedTerms, toOffer } from './stored-offer.ts';

// The offer's columns of supplierTasks and offerRevisions are read and written here only (docs/decisions/026):
// other modules' queries select them through `offerColumns` and count through `hasCurrentOffer` and
// `awaitsConfirmation`; eslint.config.js refuses their names anywhere else.

/**
 * The current offer's columns, for a query over `supplierTasks` joined with `tasks`: the prices, terms and total
 * through `unsealed` (NULL while the task is sealed on `today`), and when it came. Read them with `toOffer`.
 */
export const offerColumns = (today: string) =>
  [
    unsealed(sql.ref<string | null>('supplierTasks.prices'), today).as('prices'),
    unsealed(sql.ref<string | null>('supplierTasks.terms'), today).as('terms'),
    unsealed(sql.ref<number | null>('supplierTasks.sum'), today).as('sum'),
    sql.ref<number | null>('supplierTasks.submittedAt').as('submittedAt'),
    sql.ref<string | null>('supplierTasks.currency').as('currency'),
    sql.ref<string | null>('tasks.rates').as('rates'),
  ] as const;

/**
 * The current offer's columns as stored, sealed or not, for a query over `supplierTasks`: for the offer pages and
 * the award, which decide what each reader may see. Read them with `toOffer`.
 */
export const storedOfferColumns = [
  'supplierTasks.prices',
  'supplierTasks.terms',
  'supplierTasks.sum',
  'supplierTasks.submittedAt',
  'supplierTasks.currency',
] as const;

/**
 * The offer's standing as kept beside it (no price: readable while sealed), for a query over `supplierTasks`.
 * Read them with `toKeptStanding`.
 */
export const standingColumns = [
  sql.ref<string | null>('supplierTasks.staleFormats').as('staleFormats'),
  sql.ref<number | null>('supplierTasks.currentFormats').as('currentFormats'),
] as const;

/** The kept standing of `standingColumns`: the formats to confirm and how many are priced as they are. */
export const toKeptStanding = (row: { staleFormats: string | null; currentFormats: number | null }): KeptStanding => ({
  staleFormats: row.staleFormats === null ? [] : (JSON.parse(row.staleFormats) as string[]),
  currentFormats: Number(row.currentFormats ?? 0),
});

/** The printshop's offer prices at least one format as it is: it counts among the task's current offers. */
export const hasCurrentOffer = sql<boolean>`${sql.ref('supplierTasks.currentFormats')} > 0`;

/**
 * The printshop was not deleted, for a query joined with `suppliers`: a deleted printshop cannot win, so its offer
 * counts in no best or lowest total, rank or place (docs/product.md#offers-and-ranks), only in its own history. The
 * readers that have its row already leave it out by its `deleted` flag (comparison, award, the offer page's cache).
 */
const ofLiveSupplier = sql<boolean>`${sql.ref('suppliers.deletedAt')} is null`;

/** The printshop's offer priced formats an amendment changed since: it is asked to confirm them. */
export const awaitsConfirmation = sql<boolean>`${sql.ref('supplierTasks.staleFormats')} is not null`;

/** The formats of the tasks with their revisions, in each task's order, per task id. */
export async function formatRevisionsOf(ex: Executor, taskIds: readonly string[]) {
  const byTask = new Map<string, RevisedFormat[]>(taskIds.map((id) => [id, []]));
  if (taskIds.length === 0) return byTask;
  const rows = await ex
    .selectFrom('taskFormats')
    .select(['taskId', 'id', 'revision'])
    .where('taskId', 'in', taskIds)
    .orderBy('taskId')
    .orderBy('position')
    .execute();
  for (const r of rows) byTask.get(r.taskId)?.push({ id: r.id, revision: Number(r.revision) });
  return byTask;
}

export type SupplierTaskKey = { taskId: string; supplierId: string };

/** The place a printshop's page shows (docs/product.md#offers-and-ranks); null before its first ranked change. */
export type Shown = {
  rank: ShownRank | null;
  /** When it was taken. */
  at: number | null;
  /** While the current offer waits for a place the hourly limit held back: when one can be had again. */
  updatesAt: number | null;
};

/** A place as stored (rankShown, rankAt, rankUpdatesAt); null when none was kept. */
export function toShown(rankShown: string | null, rankAt: number | null, rankUpdatesAt: number | null): Shown | null {
  if (rankShown === null && rankUpdatesAt === null) return null;
  return {
    rank: rankShown === null ? null : (JSON.parse(rankShown) as ShownRank),
    at: rankAt === null ? null : Number(rankAt),
    updatesAt: rankUpdatesAt === null ? null : Number(rankUpdatesAt),
  };
}

/** What an offer's standing keeps beside it for the queries that count: see the columns in db/schema.ts. */
export type KeptStanding = { staleFormats: string[]; currentFormats: number };

export type NewOffer = SupplierTaskKey & {
  id: string;
  workspaceId: string;
  prices: PriceEntry[];
  sum: number;
  terms: Terms | null;
  /** The currency its amounts are in; null: the task's own (an offer sent before currencies, kept). */
  currency: Currency | null;
  at: number;
  /** Its standing against the formats of the transaction that writes it. */
  standing: KeptStanding;
  /** The place the page shows from now on: taken with this offer, or kept from before (the hourly limit). */
  shown: Shown;
};

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
const staleOf = (s: KeptStanding) => (s.staleFormats.length > 0 ? JSON.stringify(s.staleFormats) : null);

/** A CASE over the supplier ids of one task's rows, giving each its own value. */
function perSupplier<T extends string | number | null>(
  rows: { supplierId: string; value: T }[],
  type: 'text' | 'bigint',
) {
  return sql<T>`case ${sql.ref('supplierId')} ${sql.join(
    rows.map((r) => sql`when ${r.supplierId} then cast(${r.value} as ${sql.raw(type)})`),
    sql` `,
  )} end`;
}

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
      perSupplier(
        current.map((o) => ({ supplierId: o.supplierId, value: value(o) })),
        type,
      );
    await ex
      .updateTable('supplierTasks')
      .set({
        prices: pick((o) => storedPrices(o.prices), 'text'),
        terms: pick((o) => storedTerms(o.terms), 'text'),
        sum: pick((o) => o.sum, 'bigint'),
        submittedAt: pick((o) => o.at, 'bigint'),
        currency: pick((o) => o.currency, 'text'),
        staleFormats: pick((o) => staleOf(o.standing), 'text'),
        currentFormats: pick((o) => o.standing.currentFormats, 'bigint'),
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

/** The prices of every current offer of a task, with the supplier: what an amendment weighs anew (restand). */
export async function findTaskOfferPrices(ex: Executor, taskId: string) {
  const rows = await ex
    .selectFrom('supplierTasks')
    .select(['supplierId', 'prices'])
    .where('taskId', '=', taskId)
    .where('prices', 'is not', null)
    .execute();
  return rows.flatMap((r) => {
    const offer = toOffer({ prices: r.prices, sum: 0, terms: null, submittedAt: 0, currency: null, rates: null });
    return offer ? [{ supplierId: r.supplierId, prices: offer.prices }] : [];
  });
}

/** Keeps the standing of a task's offers (after an amendment changed its formats): one update. */
export async function setStandings(ex: Executor, taskId: string, standings: (KeptStanding & { supplierId: string })[]) {
  if (standings.length === 0) return;
  await ex
    .updateTable('supplierTasks')
    .set({
      staleFormats: perSupplier(
        standings.map((s) => ({ supplierId: s.supplierId, value: staleOf(s) })),
        'text',
      ),
      currentFormats: perSupplier(
        standings.map((s) => ({ supplierId: s.supplierId, value: s.currentFormats })),
        'bigint',
      ),
    })
    .where('taskId', '=', taskId)
    .where(
      'supplierId',
      'in',
      standings.map((s) => s.supplierId),
    )
    .execute();
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
 * The current offers of the tasks as the ranks count them, read through `unsealed` (none while a task is
 * sealed), of printshops not deleted: what a fresh place is taken from (offer-page/offer-writer.ts).
 */
export async function findRankedOffers(ex: Executor, taskIds: string[], today: string) {
  const rows = await ex
    .selectFrom('supplierTasks')
    .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select(['supplierTasks.taskId', 'supplierTasks.supplierId', ...offerColumns(today)])
    .where('supplierTasks.taskId', 'in', taskIds)
    .whereRef('supplierTasks.workspaceId', '=', 'tasks.workspaceId')
    .where('supplierTasks.submittedAt', 'is not', null)
    .where(ofLiveSupplier)
    .execute();
  return rows.flatMap(({ taskId, supplierId, ...columns }) => {
    const offer = toOffer(columns);
    return offer ? [{ taskId, supplierId, offer }] : [];
  });
}

/** An offer as kept in the history: with when it was answered with a fresh place (null: saved without one). */
export type OfferRevision = NewOffer & { rankedAt: number | null };

/** Stores offers in the history (their suppliers' current offers: setCurrentOffers). */
export async function saveOfferRevisions(ex: Executor, offers: OfferRevision[]) {
  await ex
    .insertInto('offerRevisions')
    .values(
      offers.map((o) => ({
        id: o.id,
        taskId: o.taskId,
        supplierId: o.supplierId,
        workspaceId: o.workspaceId,
        prices: storedPrices(o.prices),
        terms: storedTerms(o.terms),
        sum: o.sum,
        currency: o.currency,
        createdAt: o.at,
        rankedAt: o.rankedAt,
      })),
    )
    .execute();
}

/**
 * When the printshops' revisions since `since` were answered with a fresh place, per `taskId/supplierId`: what the
 * hourly limit counts (docs/product.md#offers-and-ranks), in the database, so that every instance counts alike.
 */
export async function rankedSince(ex: Executor, keys: SupplierTaskKey[], since: number) {
  const rows = await ex
    .selectFrom('offerRevisions')
    .select(['taskId', 'supplierId', 'rankedAt'])
    .where((eb) =>
      eb(
        eb.refTuple('taskId', 'supplierId'),
        'in',
        keys.map((k) => eb.tuple(k.taskId, k.supplierId)),
      ),
    )
    .where('rankedAt', '>', since)
    .execute();
  const times = new Map<string, number[]>();
  for (const r of rows) {
    const key = `${r.taskId}/${r.supplierId}`;
    times.set(key, [...(times.get(key) ?? []), Number(r.rankedAt)]);
  }
  return times;
}

/** The current revision (made at `createdAt`) was answered with a fresh place at `at`: a send of the same offer asked for it. */
export async function markRanked(ex: Executor, key: SupplierTaskKey, createdAt: number, at: number) {
  await ex
    .updateTable('offerRevisions')
    .set({ rankedAt: at })
    .where('taskId', '=', key.taskId)
    .where('supplierId', '=', key.supplierId)
    .where('createdAt', '=', createdAt)
    .execute();
}

/** Every offer revision of a task, newest first; none while the task is sealed (`today`). */
export async function offerHistory(ex: Executor, workspaceId: string, taskId: string, today: string) {
  const rows = await ex
    .selectFrom('offerRevisions')
    .innerJoin('tasks', 'tasks.id', 'offerRevisions.taskId')
    .select((eb) => [
      'offerRevisions.supplierId',
      unsealed(eb.ref('offerRevisions.prices'), today).as('prices'),
      unsealed(eb.ref('offerRevisions.terms'), today).as('terms'),
      unsealed(eb.ref('offerRevisions.sum'), today).as('sum'),
      'offerRevisions.createdAt',
      'offerRevisions.currency',
      'tasks.rates',
    ])
    .where('offerRevisions.workspaceId', '=', workspaceId)
    .where('offerRevisions.taskId', '=', taskId)
    .orderBy('offerRevisions.createdAt', 'desc')
    .orderBy('offerRevisions.id')
    .execute();
  return rows.flatMap((r) => {
    const offer = toOffer({ ...r, submittedAt: r.createdAt });
    return offer ? [{ supplierId: r.supplierId, at: Number(r.createdAt), ...offer }] : [];
  });
}

/**
 * The current offers (pricing a format as it is) of the workspace's tasks `taskIds`, of printshops not deleted,
 * with their names; read through `unsealed` (no prices while sealed). A deleted printshop cannot win: it counts in no task's offers.
 */
export async function findOffersOfTasks(ex: Executor, workspaceId: string, taskIds: readonly string[], today: string) {
  if (taskIds.length === 0) return [];
  const rows = await ex
    .selectFrom('supplierTasks')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .select(['supplierTasks.taskId', 'supplierTasks.supplierId', 'suppliers.name', ...offerColumns(today)])
    .where('supplierTasks.workspaceId', '=', workspaceId)
    .where('supplierTasks.taskId', 'in', taskIds)
    .where(hasCurrentOffer)
    .where(ofLiveSupplier)
    .orderBy('suppliers.name')
    .orderBy('supplierTasks.supplierId')
    .execute();
  return rows.map(({ taskId, supplierId, name, ...columns }) => ({
    taskId,
    supplierId,
    name,
    offer: toOffer(columns),
  }));
}

/** A task's invited printshops, oldest invitation first, each with its current offer (null while sealed or none). */
export async function findInvitedOffers(ex: Executor, taskId: string, today: string) {
  const rows = await ex
    .selectFrom('supplierTasks')
    .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .select(['supplierTasks.supplierId', ...offerColumns(today)])
    .where('supplierTasks.taskId', '=', taskId)
    .whereRef('supplierTasks.workspaceId', '=', 'tasks.workspaceId')
    .orderBy('supplierTasks.invitedAt')
    .orderBy('supplierTasks.supplierId')
    .execute();
  return rows.map(({ supplierId, ...columns }) => ({ supplierId, offer: toOffer(columns) }));
}
