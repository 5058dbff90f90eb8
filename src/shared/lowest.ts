import { landedCost } from './landed-cost.ts';
import { bestSum } from './ranking.ts';

/**
 * "Lowest" and "far above the others", once for the comparison's table, its cards, the award dialog and the
 * exports (docs/product.md#comparison). The server weighs the offers' current prices only (src/shared/offer.ts):
 * a price waiting to be confirmed is never lowest and never a yardstick; a price flagged far above the others is
 * never lowest either. The readers mark what it found with `lowestMark` and `bestTotal`. Amounts in cents; no zod.
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

/** A count price flagged far above the others: which printshop's, for which format. */
export type Outlier = { supplierId: string; formatId: string };

const lowestOf = (prices: number[]) => (prices.length ? Math.min(...prices) : null);
const key = (supplierId: string, formatId: string) => `${supplierId}\u0000${formatId}`;

/**
 * Per format, the lowest landed cost at its count: a price plus its offer's whole delivery cost, as if that format
 * were ordered alone ("lowest incl. delivery"), with the offers that reach it. A price in `outliers` takes no part:
 * the lowest never rests on a price that is likely a typo.
 */
export function lowestLanded(
  formats: readonly Format[],
  offers: readonly WeighedOffer[],
  outliers: readonly Outlier[] = [],
) {
  const flagged = new Set(outliers.map((o) => key(o.supplierId, o.formatId)));
  return formats.flatMap((f) => {
    const landed = offers.flatMap((o) => {
      const entry = o.prices.find((p) => p.id === f.id);
      if (!entry || flagged.has(key(o.supplierId, f.id))) return [];
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

/** The first index of `value` in the ascending `sorted`. */
function indexIn(sorted: readonly number[], value: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The median of the ascending `sorted` without one element equal to `value`: read off the list as it is, so that
 * a format priced by a thousand printshops is sorted once, not once per printshop.
 */
function medianWithout(sorted: readonly number[], value: number): number {
  const k = indexIn(sorted, value);
  const at = (j: number) => sorted[j < k ? j : j + 1]!;
  const rest = sorted.length - 1;
  const mid = Math.floor(rest / 2);
  return rest % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/**
 * The count prices far above the others ("typo?"): at least `OUTLIER_FACTOR` times the median of the other
 * offers' current prices for that format. A format priced by one offer alone has no yardstick: nothing is flagged.
 */
export function outliersOf(formats: readonly { id: string }[], offers: readonly WeighedOffer[]): Outlier[] {
  return formats.flatMap((f) => {
    const priced = offers.flatMap((o) => {
      const entry = o.prices.find((p) => p.id === f.id);
      return entry ? [{ supplierId: o.supplierId, price: entry.price }] : [];
    });
    if (priced.length < 2) return [];
    const sorted = priced.map((p) => p.price).sort((a, b) => a - b);
    return priced
      .filter((p) => p.price >= OUTLIER_FACTOR * medianWithout(sorted, p.price))
      .map((p) => ({ supplierId: p.supplierId, formatId: f.id }));
  });
}

/** Where a price stands in the comparison: a format at its count or a further quantity, or its run-on price. */
export type PriceSpot =
  { formatId: string; kind: 'count' | 'scale'; count: number } | { formatId: string; kind: 'runOn' };

/** What the server found lowest and flagged (GET /api/tasks/{id}/offers). */
type Found = {
  lowest: readonly { id: string; supplierIds: readonly string[] }[];
  lowestScales: readonly { id: string; count: number; price: number }[];
  lowestRunOn: readonly { id: string; price: number }[];
  outliers: readonly Outlier[];
};

/** An offer as the marks read it. */
type MarkedOffer = { supplierId: string; deleted: boolean; staleFormats: readonly string[] };

/**
 * How a price is marked: 'landed' at a format's count, for the offers whose price plus delivery is lowest ("lowest
 * incl. delivery"); 'price' at a further quantity or run-on, for the lowest price alone ("lowest price"); null
 * otherwise. A price waiting to be confirmed, or of a printshop deleted since, is never lowest.
 */
export function lowestMark(
  found: Found,
  offer: MarkedOffer,
  spot: PriceSpot,
  price: number | undefined,
): 'landed' | 'price' | null {
  if (price === undefined || offer.deleted || offer.staleFormats.includes(spot.formatId)) return null;
  if (spot.kind === 'count') {
    const lowest = found.lowest.find((l) => l.id === spot.formatId);
    return lowest?.supplierIds.includes(offer.supplierId) ? 'landed' : null;
  }
  const least =
    spot.kind === 'runOn'
      ? found.lowestRunOn.find((l) => l.id === spot.formatId)?.price
      : found.lowestScales.find((l) => l.id === spot.formatId && l.count === spot.count)?.price;
  return price === least ? 'price' : null;
}

/** Whether a printshop's count price for a format is flagged far above the others ("typo?"). */
export const isOutlier = (found: Pick<Found, 'outliers'>, supplierId: string, formatId: string): boolean =>
  found.outliers.some((o) => o.supplierId === supplierId && o.formatId === formatId);

/** An offer as the best total weighs it. */
type TotalledOffer = MarkedOffer & { sum: number | null; complete: boolean; stale: boolean };

/**
 * The best total ("lowest total"): the lowest landed total of the current offers for every format of printshops
 * not deleted (the ranking rule, src/shared/ranking.ts), the offers that reach it, and the prices of theirs flagged
 * far above the others, which the total then rests on: whoever shows it says so beside it. Null when none ranks.
 */
export function bestTotal(found: Pick<Found, 'outliers'> & { offers: readonly TotalledOffer[] }) {
  const ranking = found.offers.filter((o) => !o.deleted && !o.stale);
  const sum = bestSum(ranking);
  if (sum === null) return null;
  const supplierIds = ranking.filter((o) => o.complete && o.sum === sum).map((o) => o.supplierId);
  return { sum, supplierIds, flagged: found.outliers.filter((o) => supplierIds.includes(o.supplierId)) };
}
