import { landedCost } from './landed-cost.ts';

/**
 * "Lowest" and "far above the others", once for the comparison's table, its cards, the award dialog and the
 * exports (docs/product.md#comparison). Every function takes the offers' current prices only (src/shared/offer.ts):
 * a price waiting to be confirmed is never lowest and never a yardstick. Amounts in cents; no zod here.
 */

/** A price as these rules weigh it: the count price, further quantities and run-on. */
type Weighed = {
  id: string;
  price: number;
  scales: readonly { count: number; price: number }[];
  runOnPer1000: number | null;
};

/** An offer's current prices and its delivery cost (null: none stated). */
export type WeighedOffer = { supplierId: string; prices: readonly Weighed[]; deliveryCost: number | null };

/** A format as these rules read it: its count and its further quantities. */
type Format = { id: string; count: number; counts: readonly number[] };

const lowestOf = (prices: number[]) => (prices.length ? Math.min(...prices) : null);

/**
 * Per format, the lowest landed cost at its count: a price plus its offer's whole delivery cost, as if that format
 * were ordered alone ("lowest incl. delivery"), with the offers that reach it.
 */
export function lowestLanded(formats: readonly Format[], offers: readonly WeighedOffer[]) {
  return formats.flatMap((f) => {
    const landed = offers.flatMap((o) => {
      const entry = o.prices.find((p) => p.id === f.id);
      if (!entry) return [];
      const { total } = landedCost(
        [{ formatId: f.id, supplierId: o.supplierId, count: f.count, price: entry.price }],
        () => o.deliveryCost,
      );
      return [{ supplierId: o.supplierId, price: entry.price, landed: total }];
    });
    const least = lowestOf(landed.map((l) => l.landed));
    if (least === null) return [];
    const lowest = landed.filter((l) => l.landed === least);
    return [{ id: f.id, price: lowest[0]!.price, landed: least, supplierIds: lowest.map((l) => l.supplierId) }];
  });
}

/** The lowest price for each further quantity and for run-on: prices alone, without delivery ("lowest price"). */
export function lowestPriceOnly(formats: readonly Format[], offers: readonly WeighedOffer[]) {
  const entries = (id: string) => offers.flatMap((o) => o.prices.filter((p) => p.id === id));
  return {
    lowestScales: formats.flatMap((f) =>
      f.counts.flatMap((count) => {
        const price = lowestOf(
          entries(f.id).flatMap((p) => p.scales.filter((s) => s.count === count).map((s) => s.price)),
        );
        return price === null ? [] : [{ id: f.id, count, price }];
      }),
    ),
    lowestRunOn: formats.flatMap((f) => {
      const price = lowestOf(entries(f.id).flatMap((p) => (p.runOnPer1000 === null ? [] : [p.runOnPer1000])));
      return price === null ? [] : [{ id: f.id, price }];
    }),
  };
}

/** A count price this many times the median of the other offers' prices for its format is flagged. */
export const OUTLIER_FACTOR = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The count prices far above the others ("typo?"): at least `OUTLIER_FACTOR` times the median of the other
 * offers' current prices for that format. A format priced by one offer alone has no yardstick: nothing is flagged.
 */
export function outliersOf(formats: readonly { id: string }[], offers: readonly WeighedOffer[]) {
  return formats.flatMap((f) => {
    const priced = offers.flatMap((o) => {
      const entry = o.prices.find((p) => p.id === f.id);
      return entry ? [{ supplierId: o.supplierId, price: entry.price }] : [];
    });
    return priced.flatMap((p, i) => {
      const others = priced.filter((_, j) => j !== i).map((o) => o.price);
      return others.length > 0 && p.price >= OUTLIER_FACTOR * median(others)
        ? [{ supplierId: p.supplierId, formatId: f.id }]
        : [];
    });
  });
}
