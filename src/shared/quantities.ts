/**
 * Quantity scales: a task format asks for its `count` (the quantity that ranks) and up to five more
 * quantities, and perhaps a run-on price per additional 1,000. Printing is mostly set-up cost, so the price
 * per 1,000 pieces falls as the quantity grows; buyers read that curve. No zod here: the supplier's page
 * uses it.
 */

/** The most quantities a format may ask for beside its `count`. */
export const MAX_SCALES = 5;

/** What a format asks for. */
export type Asked = { count: number; counts: readonly number[]; runOn: boolean };

/** A printshop's prices for one format, in cents: the `count` price, prices for other quantities, run-on. */
export type ScalePrices = {
  price: number;
  scales: readonly { count: number; price: number }[];
  runOnPer1000: number | null;
};

/** A price in cents per 1,000 pieces, rounded to the cent. */
export const per1000 = (price: number, count: number): number => Math.round((price * 1000) / count);

/** Every quantity a format asks for, ascending: its `count` and its further quantities. */
export const quantitiesOf = (asked: Pick<Asked, 'count' | 'counts'>): number[] =>
  [...new Set([asked.count, ...asked.counts])].sort((a, b) => a - b);

/** The price offered for `quantity`, or null when there is none (not asked, not offered). */
export function priceOf(prices: ScalePrices, asked: Asked, quantity: number): number | null {
  if (quantity === asked.count) return prices.price;
  const scale = prices.scales.find((s) => s.count === quantity);
  if (scale) return scale.price;
  return runOnPrice(prices, asked, quantity);
}

/**
 * The price of `count` plus whole thousands at the run-on price: what ordering more than the `count`
 * costs when run-on was asked and offered. Null for any other quantity.
 */
export function runOnPrice(prices: ScalePrices, asked: Asked, quantity: number): number | null {
  if (!asked.runOn || prices.runOnPer1000 === null) return null;
  const extra = quantity - asked.count;
  if (extra <= 0 || extra % 1000 !== 0) return null;
  return prices.price + (extra / 1000) * prices.runOnPer1000;
}

/** The price-per-1,000 curve of an offer: one point per asked quantity it priced, ascending. */
export function curveOf(prices: ScalePrices, asked: Asked): { count: number; per1000: number }[] {
  return quantitiesOf(asked).flatMap((count) => {
    const price = count === asked.count ? prices.price : (prices.scales.find((s) => s.count === count)?.price ?? null);
    return price === null ? [] : [{ count, per1000: per1000(price, count) }];
  });
}
