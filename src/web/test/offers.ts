import type { Comparison } from '../../shared/schemas/comparison.ts';

type Offer = Comparison['offers'][number];

/** An offer as GET /api/tasks/{id}/offers lists it: current, for every format, no terms, unless said otherwise. */
export const testOffer = (
  fields: Pick<Offer, 'supplierId' | 'name' | 'sum' | 'prices' | 'pricedFor'> & Partial<Offer>,
) => ({
  ...{ deleted: false, terms: null, validUntil: null, expiresEarly: false, lateDelivery: false },
  ...{ stale: false, complete: true, submittedAt: 0, history: [], revisions: 1 },
  ...fields,
});
