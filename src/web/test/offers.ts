import type { Comparison } from '../../shared/schemas/comparison.ts';

type Offer = Comparison['offers'][number];
type Price = Offer['prices'][number];

/** A price as a test writes it: answering its format as sent (revision 1) unless said otherwise. */
type TestPrice = Omit<Price, 'revision' | 'count'> & Partial<Pick<Price, 'revision' | 'count'>>;

/**
 * An offer as GET /api/tasks/{id}/offers lists it: current, for every format, no terms, unless said otherwise.
 * Each price's quantity is the one `pricedFor` names.
 */
export const testOffer = (
  fields: Pick<Offer, 'supplierId' | 'name' | 'sum' | 'pricedFor'> &
    Partial<Omit<Offer, 'prices'>> & { prices: TestPrice[] },
): Offer => ({
  ...{ deleted: false, terms: null, validUntil: null, expiresEarly: false, lateDelivery: false },
  ...{ stale: false, staleFormats: [], complete: true, submittedAt: 0, history: [], revisions: 1 },
  ...fields,
  prices: fields.prices.map((p) => ({
    revision: 1,
    count: fields.pricedFor.find((f) => f.id === p.id)?.count ?? 0,
    ...p,
  })),
});
