/**
 * Prices that are probably mistyped (docs/product.md#offer-page): a caret before "690,00" makes 960.690,00 €, a
 * digit too few makes a tenth. The printshop's page asks before sending such a price and lets it send anyway;
 * these are the rules, written once. Prices are compared per piece, so a price for 10,000 and one for 15,000
 * compare fairly. No zod: the printshop's page uses it.
 */

/** How far apart two prices per 1,000 pieces may be before the page asks: 5 times (or a fifth). */
export const DOUBT_FACTOR = 5;

/** A price in cents for a quantity. */
export type QuantityPrice = { cents: number; count: number };

/** A format's prices as the checks read them: its count price and those for further quantities. */
export type FormatPrices = { price: QuantityPrice; scales: readonly QuantityPrice[] };

/** A figure that says how many times one price is another: "over 1,000 times" is n 1000, over true. */
export type Times = { n: number; over: boolean };

export type PriceDoubt =
  /** `price` is ≥ 5× (`high`) or ≤ ⅕ of the printshop's `earlier` price for the same format and quantity. */
  | { kind: 'earlier'; price: QuantityPrice; earlier: QuantityPrice; high: boolean; times: Times }
  /** Per 1,000 pieces, `high` costs ≥ 5× `low`: two quantities of one format. */
  | { kind: 'curve'; high: QuantityPrice; low: QuantityPrice; times: Times };

// Products of cents and pieces pass 2^53 only past a million (whole units) for millions of pieces; a ratio of
// two such floats is exact to far better than this.
const EPSILON = 1e-9;

/** How many times `a` costs `b` per piece. */
const factor = (a: QuantityPrice, b: QuantityPrice) => (a.cents * b.count) / (b.cents * a.count);

/**
 * A factor of at least 5 as a reader takes it in: the largest of 5, 10, 20, 50, 100, 200, 500, 1,000, … not above
 * it, and whether it is more (1,392 is "over 1,000 times").
 */
export function timesOf(f: number): Times {
  let n = DOUBT_FACTOR;
  // Bounded, so that no figure (nor NaN) loops: past 10^15 it is "over" the last step.
  for (let magnitude = 10; magnitude <= 1e15; magnitude *= 10) {
    for (const m of [1, 2, 5]) {
      if (m * magnitude > f * (1 + EPSILON)) return { n, over: f > n * (1 + EPSILON) };
      n = m * magnitude;
    }
  }
  return { n, over: true };
}

/** A price against the printshop's earlier price for the same format: a doubt when ≥ 5× or ≤ ⅕ per piece. */
export function againstEarlier(price: QuantityPrice, earlier: QuantityPrice): PriceDoubt | null {
  const f = factor(price, earlier);
  if (f >= DOUBT_FACTOR * (1 - EPSILON)) return { kind: 'earlier', price, earlier, high: true, times: timesOf(f) };
  if (f <= (1 + EPSILON) / DOUBT_FACTOR) return { kind: 'earlier', price, earlier, high: false, times: timesOf(1 / f) };
  return null;
}

/** A format's quantities against each other: a doubt when the dearest per piece costs ≥ 5× the cheapest. */
export function acrossQuantities(prices: readonly QuantityPrice[]): PriceDoubt | null {
  if (prices.length < 2) return null;
  const byPiece = [...prices].sort((a, b) => b.cents / b.count - a.cents / a.count);
  const [high, low] = [byPiece[0]!, byPiece.at(-1)!];
  const f = factor(high, low);
  return f >= DOUBT_FACTOR * (1 - EPSILON) ? { kind: 'curve', high, low, times: timesOf(f) } : null;
}

/**
 * What to ask about one format's prices before they are sent: the count price against the earlier count price
 * (per piece, so a changed quantity compares fairly), each further quantity against the earlier price for the
 * same quantity, and the quantities against each other. `earlier`: the printshop's current offer for the format
 * (a price waiting to be confirmed too), null without one.
 */
export function priceDoubts(now: FormatPrices, earlier: FormatPrices | null): PriceDoubt[] {
  const doubts: PriceDoubt[] = [];
  if (earlier) {
    const count = againstEarlier(now.price, earlier.price);
    if (count) doubts.push(count);
    for (const scale of now.scales) {
      const before = earlier.scales.find((s) => s.count === scale.count);
      const doubt = before && againstEarlier(scale, before);
      if (doubt) doubts.push(doubt);
    }
  }
  const curve = acrossQuantities([now.price, ...now.scales]);
  if (curve) doubts.push(curve);
  return doubts;
}
