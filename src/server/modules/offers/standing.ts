import { landedTotal, standingOf, type OfferStanding, type RevisedFormat } from '../../../shared/offer.ts';
import type { PriceEntry } from '../../../shared/schemas/offers.ts';
import { inTaskCurrency } from './converted.ts';
import type { Offer } from './stored-offer.ts';

/** What an offer is worth against the task's formats as they are (src/shared/offer.ts), with its landed total. */
export type Standing = OfferStanding<PriceEntry> & {
  /** What its current prices cost delivered: their count prices and its delivery cost once. */
  landed: number;
};

/** The offer's standing against the formats (each with its revision). */
export function standing(offer: Pick<Offer, 'prices' | 'terms'>, formats: readonly RevisedFormat[]): Standing {
  const s = standingOf(offer.prices, formats);
  return { ...s, landed: landedTotal(s.current, offer.terms?.deliveryCost ?? null) };
}

/**
 * An offer's total as the task's read and its printshop table show it (one rule for both): the landed total of its
 * current prices in the task's currency; null without an offer, while sealed, and while every price it gave waits
 * to be confirmed (docs/product.md#offers-and-ranks): the comparison shows those apart.
 */
export function currentSum(offer: Offer | null, formats: readonly RevisedFormat[]): number | null {
  const s = offer && standing(inTaskCurrency(offer), formats);
  return s && s.current.length > 0 ? s.landed : null;
}

/**
 * An offer as the whole-offer ranks count it (src/shared/ranking.ts): its current prices only, and its landed
 * total of them, in the task's currency (converted.ts). A price for a changed format counts nowhere until it is
 * confirmed.
 */
export function ranked(offer: Offer, formats: readonly RevisedFormat[]) {
  const converted = inTaskCurrency(offer);
  const s = standing(converted, formats);
  return { sum: s.landed, prices: s.current, terms: converted.terms, complete: s.complete };
}
