/**
 * The ranking rule, once for the printshop's page, the comparison and the not-chosen mails
 * (docs/product.md#offers-and-ranks): only current offers rank. An offer made before an amendment changed
 * the formats or quantities (stale, `isStaleOffer`) priced something else: it has no place, is counted in no
 * one's place, and is never the best total, until the printshop confirms it.
 */

/** An offer as the ranking sees it: its total (null while sealed) and whether it awaits confirmation. */
export type RankedOffer = { sum: number | null; stale: boolean };

/** A printshop's place among the current offers: its position (ties share one) and how many there are. */
export type Place = { position: number; of: number };

/** The totals that rank: those of the current offers. */
export const rankingSums = (offers: Iterable<RankedOffer | null>): number[] => {
  const sums: number[] = [];
  for (const o of offers) if (o && !o.stale && o.sum !== null) sums.push(o.sum);
  return sums;
};

/**
 * The place of a total among the ranking totals (which hold it): 1 + the number strictly lower. Null when
 * the printshop's own offer does not rank (none, stale, sealed): `own` is then null.
 */
export function placeAmong(own: number | null, sums: readonly number[]): Place | null {
  if (own === null || sums.length === 0) return null;
  return { position: 1 + sums.filter((s) => s < own).length, of: sums.length };
}

/** The best total among the current offers, or null when none ranks. */
export function bestSum(offers: Iterable<RankedOffer>): number | null {
  const sums = rankingSums(offers);
  return sums.length ? Math.min(...sums) : null;
}

/**
 * The first API's words for a place, kept for clients that read them: position (0 without a place) and
 * percentage = round(100 * position / number of current offers).
 */
export function rank(own: number | null, sums: readonly number[]): { position: number; percentage: number } {
  const place = placeAmong(own, sums);
  if (!place) return { position: 0, percentage: 0 };
  return { position: place.position, percentage: Math.round((100 * place.position) / place.of) };
}

/**
 * The formats' part of an offer's total: the sum of their `count` prices. Further quantities, run-on prices
 * and alternatives are shown to the buyer, never ranked; the offer's delivery cost is added once to rank it
 * (decision 019).
 */
export const offerSum = (formats: readonly { price: number }[]): number =>
  formats.reduce((total, f) => total + f.price, 0);

/** What the supplier's page says about a place (docs/product.md, Offers and ranks). */
export type RankMessage =
  { kind: 'none' } | { kind: 'best'; of: number } | { kind: 'place'; place: number; of: number; band: 'top' | 'lower' };

export function placeMessage(place: Place | null): RankMessage {
  if (!place) return { kind: 'none' };
  if (place.position === 1) return { kind: 'best', of: place.of };
  const band = place.position * 2 <= place.of ? 'top' : 'lower';
  return { kind: 'place', place: place.position, of: place.of, band };
}
