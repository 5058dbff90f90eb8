import type { Executor } from '../../db/database.ts';
import type { NewOffer, SupplierTaskKey } from '../invitations/index.ts';

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** An offer as kept in the history: with when it was answered with a fresh place (null: saved without one). */
export type OfferRevision = NewOffer & { rankedAt: number | null };

/** Stores offers in the history (their suppliers' current offers are the invitations module's: setCurrentOffers). */
export async function saveOfferRevisions(ex: Executor, offers: OfferRevision[]) {
  await ex
    .insertInto('offerRevisions')
    .values(
      offers.map((o) => ({
        id: o.id,
        taskId: o.taskId,
        supplierId: o.supplierId,
        workspaceId: o.workspaceId,
        prices: JSON.stringify(o.prices),
        terms: json(o.terms),
        sum: o.sum,
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
