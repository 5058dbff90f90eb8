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
  ...{ stale: false, staleFormats: [], complete: true, submittedAt: 0, history: [], latest: null, revisions: 1 },
  ...{ currency: 'EUR', rate: 1, quotedSum: fields.sum, score: null, formatScores: [] },
  ...fields,
  prices: fields.prices.map((p) => ({
    revision: 1,
    count: fields.pricedFor.find((f) => f.id === p.id)?.count ?? 0,
    ...p,
  })),
});

/**
 * An offer of `prices` in whole units per format id, each given for its format's count (`counts`, 5,000 unless said),
 * totalled without delivery; the formats it leaves out it did not offer.
 */
export function pricedOffer(
  name: string,
  prices: Record<string, number>,
  { counts = {}, ...fields }: Partial<Omit<Offer, 'prices'>> & { counts?: Record<string, number> } = {},
): Offer {
  const entries = Object.entries(prices).map(([id, units]) => {
    return { id, price: units * 100, scales: [], runOnPer1000: null, alternative: null };
  });
  return testOffer({
    ...{ supplierId: name, name, sum: entries.reduce((sum, e) => sum + e.price, 0), prices: entries },
    pricedFor: entries.map((e) => ({ id: e.id, count: counts[e.id] ?? 5000 })),
    ...fields,
  });
}

/**
 * What a test's comparison holds unless it says otherwise: in euros, opened, scored by the price alone with nothing
 * scored yet, no award reason.
 */
export const BASE_COMPARISON: Pick<
  Comparison,
  'currency' | 'rates' | 'opening' | 'scoring' | 'bestScore' | 'awardReason'
> = {
  currency: 'EUR',
  rates: {},
  opening: null,
  awardReason: null,
  scoring: { price: 100, leadTime: 0, quality: 0, certificates: 0 },
  bestScore: { total: null, formats: [] },
};
