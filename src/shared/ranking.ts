/**
 * A supplier's rank among the offers of a task (docs/product.md#offers-and-ranks): position = 1 + the number of offers with a
 * strictly lower sum (ties share a position), 0 without an offer of its own; percentage =
 * round(100 * position / number of offers).
 */
export function rank(own: number | null, sums: readonly number[]): { position: number; percentage: number } {
  if (own === null || sums.length === 0) return { position: 0, percentage: 0 };
  const position = 1 + sums.filter((s) => s < own).length;
  return { position, percentage: Math.round((100 * position) / sums.length) };
}

/**
 * The formats' part of an offer's total: the sum of their `count` prices. Further quantities, run-on prices
 * and alternatives are shown to the buyer, never ranked; the offer's delivery cost is added once to rank it
 * (decision 019).
 */
export const offerSum = (formats: readonly { price: number }[]): number =>
  formats.reduce((total, f) => total + f.price, 0);

/** What the supplier's page says about a rank (docs/product.md, Offers and ranks). */
export type RankMessage =
  { kind: 'none' } | { kind: 'best' } | { kind: 'place'; place: number; percent: number; band: 'top' | 'lower' };

export function rankMessage(position: number, percentage: number): RankMessage {
  if (position === 0) return { kind: 'none' };
  if (position === 1) return { kind: 'best' };
  return { kind: 'place', place: position, percent: percentage, band: percentage <= 50 ? 'top' : 'lower' };
}
