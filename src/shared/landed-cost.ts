/**
 * Landed cost (docs/product.md#award-and-order): what a printshop's order costs is its prices for the formats
 * and quantities it gets plus its delivery cost, once. The award preview, the award, its order mail, PDF,
 * exports and the award dialog's suggestion all count with these functions. Amounts in cents; no zod here.
 */

import { wholePrice, type VersionedPrice } from './versions.ts';

/** One format ordered from a printshop, at a quantity and its price. */
export type AwardedLine = { formatId: string; supplierId: string; count: number; price: number };

export type LandedOrder = {
  supplierId: string;
  formats: { formatId: string; count: number; price: number }[];
  /** The printshop's delivery cost, once for all its formats; 0 when it stated none. */
  delivery: number;
  total: number;
};

/**
 * Each printshop's order, in the order the lines first name it, with its delivery once, and the sum of them.
 * `deliveryOf` gives the delivery cost a printshop's offer states (null: none stated, counted as 0).
 */
export function landedCost(
  lines: readonly AwardedLine[],
  deliveryOf: (supplierId: string) => number | null,
): { total: number; perSupplier: LandedOrder[] } {
  const orders = new Map<string, LandedOrder>();
  for (const { supplierId, formatId, count, price } of lines) {
    let order = orders.get(supplierId);
    if (!order) {
      const delivery = deliveryOf(supplierId) ?? 0;
      order = { supplierId, formats: [], delivery, total: delivery };
      orders.set(supplierId, order);
    }
    order.formats.push({ formatId, count, price });
    order.total += price;
  }
  const perSupplier = [...orders.values()];
  return { total: perSupplier.reduce((sum, o) => sum + o.total, 0), perSupplier };
}

/** An award as the comparison answers it: what was ordered per format, and each offer's stated terms. */
type AnsweredAward = {
  formats: readonly { id: string }[];
  awards: readonly AwardedLine[];
  offers: readonly { supplierId: string; terms: { deliveryCost: number | null } | null }[];
};

/**
 * A done task's award, landed, from its comparison: the winners in the order of the formats they won, each with
 * the delivery cost its offer states once. The award summary and the exports' "Ordered" sheet count with it.
 */
export function awardedCost(comparison: AnsweredAward) {
  const deliveries = new Map(comparison.offers.map((o) => [o.supplierId, o.terms?.deliveryCost ?? null]));
  const inOrder = comparison.formats.flatMap((f) => comparison.awards.filter((a) => a.formatId === f.id));
  return landedCost(inOrder, (supplierId) => deliveries.get(supplierId) ?? null);
}

/** A printshop's offer as the suggestion and the best single printshop weigh it: count prices per format id. */
export type Bid = { supplierId: string; prices: Readonly<Record<string, number>>; delivery: number | null };

/** The cheapest printshop that priced every format, landed: its count prices and its delivery. Null if none did. */
export function bestSingle(
  formatIds: readonly string[],
  bids: readonly Bid[],
): { supplierId: string; total: number } | null {
  let best: { supplierId: string; total: number } | null = null;
  for (const bid of bids) {
    if (!formatIds.every((f) => bid.prices[f] !== undefined)) continue;
    const total = formatIds.reduce((sum, f) => sum + bid.prices[f]!, bid.delivery ?? 0);
    if (!best || total < best.total) best = { supplierId: bid.supplierId, total };
  }
  return best;
}

/** Up to this many printshops every set of them is tried (4,096 sets); beyond, a local search. */
const EXHAUSTIVE = 12;

/**
 * Who gets which format, cheapest landed: each format at its count to a printshop of a set, the set chosen so
 * that its prices plus each member's delivery once are lowest. Up to 12 printshops every set is tried; with
 * more, a local search (add, drop or swap one printshop while it lowers the cost) from the best single
 * printshop and from the cheapest per format, the better result kept. Formats nobody priced are left out.
 */
export function suggestAward(formatIds: readonly string[], bids: readonly Bid[]): Record<string, string> {
  const formats = formatIds.filter((f) => bids.some((b) => b.prices[f] !== undefined));
  if (formats.length === 0) return {};
  const search = bids.length <= EXHAUSTIVE ? exhaustive : localSearch;
  const set = search(formats, bids);
  return assign(formats, set)!.choice;
}

type Assigned = { choice: Record<string, string>; cost: number };

/**
 * Each format to the set's cheapest printshop for it (the first of the set on a tie); its cost counts the
 * delivery only of members that got a format. Undefined when the set leaves a format unpriced.
 */
function assign(formats: readonly string[], set: readonly Bid[]): Assigned | undefined {
  const choice: Record<string, string> = {};
  const used = new Map<string, number>();
  let cost = 0;
  for (const f of formats) {
    let winner: Bid | undefined;
    for (const bid of set) {
      const price = bid.prices[f];
      if (price !== undefined && (!winner || price < winner.prices[f]!)) winner = bid;
    }
    if (!winner) return undefined;
    choice[f] = winner.supplierId;
    cost += winner.prices[f]!;
    used.set(winner.supplierId, winner.delivery ?? 0);
  }
  for (const delivery of used.values()) cost += delivery;
  return { choice, cost };
}

const costOf = (formats: readonly string[], set: readonly Bid[]) => assign(formats, set)?.cost ?? Infinity;

function exhaustive(formats: readonly string[], bids: readonly Bid[]): Bid[] {
  let best: Bid[] = [...bids];
  let bestCost = costOf(formats, best);
  for (let mask = 1; mask < 1 << bids.length; mask++) {
    const set = bids.filter((_, i) => mask & (1 << i));
    const cost = costOf(formats, set);
    // Fewer printshops win a tie: fewer orders to place.
    if (cost < bestCost || (cost === bestCost && set.length < best.length)) [best, bestCost] = [set, cost];
  }
  return best;
}

function localSearch(formats: readonly string[], bids: readonly Bid[]): Bid[] {
  const single = bestSingle(formats, bids);
  const perFormat = new Set(formats.map((f) => assign([f], bids)!.choice[f]!));
  const starts = [bids.filter((b) => perFormat.has(b.supplierId))];
  if (single) starts.push(bids.filter((b) => b.supplierId === single.supplierId));
  const results = starts.map((start) => improve(formats, bids, start));
  return results.reduce((a, b) => (costOf(formats, b) < costOf(formats, a) ? b : a));
}

/**
 * Drops or adds one printshop while that lowers the cost (the first such move taken); when neither does,
 * swaps one for another; stops when no such move is cheaper.
 */
function improve(formats: readonly string[], bids: readonly Bid[], start: Bid[]): Bid[] {
  let set = start;
  let cost = costOf(formats, set);
  const cheaper = (candidates: Iterable<Bid[]>) => {
    for (const candidate of candidates) {
      const c = costOf(formats, candidate);
      if (c < cost) {
        [set, cost] = [candidate, c];
        return true;
      }
    }
    return false;
  };
  function* dropsAndAdds() {
    for (const b of set) yield set.filter((s) => s !== b);
    for (const b of bids) if (!set.includes(b)) yield [...set, b];
  }
  function* swaps() {
    for (const b of set) for (const o of bids) if (!set.includes(o)) yield [...set.filter((s) => s !== b), o];
  }
  while (cheaper(dropsAndAdds()) || cheaper(swaps()));
  return set;
}

/** A comparison's offer, as far as the suggestion weighs it. */
type ComparedOffer = {
  supplierId: string;
  deleted: boolean;
  /** The formats whose prices wait to be confirmed (src/shared/offer.ts): those cannot be awarded. */
  staleFormats: readonly string[];
  prices: readonly ({ id: string } & VersionedPrice)[];
  terms: { deliveryCost: number | null } | null;
};

/**
 * What can win of the comparison's offers, at each format's count: the prices of printshops not deleted for the
 * formats as they are. A price waiting to be confirmed cannot (409 OFFER_STALE); the offer's others can.
 */
export const comparisonBids = (offers: readonly ComparedOffer[]): Bid[] =>
  offers
    .filter((o) => !o.deleted)
    .map((o) => ({
      supplierId: o.supplierId,
      prices: Object.fromEntries(
        o.prices.filter((p) => !o.staleFormats.includes(p.id)).map((p) => [p.id, wholePrice(p)]),
      ),
      delivery: o.terms?.deliveryCost ?? null,
    }));

/**
 * The best award the bids allow (a split allowed), landed: each format to the printshop `suggestAward` chooses,
 * each winner's delivery once. Null when a format has no price that can win.
 */
export function bestAward(formatIds: readonly string[], bids: readonly Bid[]) {
  const choice = suggestAward(formatIds, bids);
  if (formatIds.length === 0 || formatIds.some((f) => choice[f] === undefined)) return null;
  const byId = new Map(bids.map((b) => [b.supplierId, b]));
  return landedCost(
    formatIds.map((f) => ({ formatId: f, supplierId: choice[f]!, count: 0, price: byId.get(choice[f]!)!.prices[f]! })),
    (supplierId) => byId.get(supplierId)?.delivery ?? null,
  );
}
