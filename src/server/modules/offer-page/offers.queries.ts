import type { Executor } from '../../db/database.ts';
import type { NewOffer } from '../invitations/index.ts';

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** Stores offers in the history (their suppliers' current offers are the invitations module's: setCurrentOffers). */
export async function saveOfferRevisions(ex: Executor, offers: NewOffer[]) {
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
      })),
    )
    .execute();
}
