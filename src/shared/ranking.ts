/**
 * The ranking rule, once for the printshop's page, the comparison and the not-chosen mails
 * (docs/product.md#offers-and-ranks): only current prices rank (src/shared/offer.ts). A price given before an
 * amendment changed its format priced something else: it has no place, is counted in no one's place, and is
 * never part of the best total, until the printshop confirms it; the offer's other prices rank on.
 */

import { wholePrice, type VersionedPrice } from './versions.ts';

/**
 * An offer as the ranking sees it: its landed total of current prices (null while sealed), and whether they
 * price every format as it is (otherwise it ranks per format only, never as a whole).
 */
export type RankedOffer = { sum: number | null; complete: boolean };

/** A printshop's place among the current offers: its position (ties share one) and how many there are. */
export type Place = { position: number; of: number };

/** The totals that rank as a whole: those of the current offers that price every format. */
export const rankingSums = (offers: Iterable<RankedOffer | null>): number[] => {
  const sums: number[] = [];
  for (const o of offers) if (o && o.complete && o.sum !== null) sums.push(o.sum);
  return sums;
};

/** An offer as the per-format ranking sees it: its count prices and its delivery cost (null: none stated). */
export type FormatRankedOffer = { prices: readonly { id: string; price: number }[]; delivery: number | null };

/** A current offer as the ranks count it: its total, its count prices, its terms' delivery cost. */
export type CountedOffer = {
  sum: number;
  prices: readonly { id: string; price: number }[];
  terms: { deliveryCost: number | null } | null;
};

/**
 * What the ranks of a tender count, in one pass over its current offers (every submit counts them again, so
 * nothing is copied): the totals of the offers for every format (`sums`); per format, the landed costs of the
 * offers that priced it, its count price plus the offer's delivery cost, as the comparison's lowest counts
 * (`formatSums`); and how many offers leave formats out (`partialOffers`).
 */
export function countRanks(
  offers: readonly CountedOffer[],
  formatIds: readonly string[],
): { sums: number[]; formatSums: Map<string, number[]>; partialOffers: number } {
  const sums: number[] = [];
  const formatSums = new Map<string, number[]>(formatIds.map((id) => [id, []]));
  let partialOffers = 0;
  for (const offer of offers) {
    const delivery = offer.terms?.deliveryCost ?? 0;
    let priced = 0;
    for (const p of offer.prices) {
      const landed = formatSums.get(p.id);
      if (!landed) continue;
      landed.push(wholePrice(p) + delivery);
      priced++;
    }
    if (priced === formatIds.length) sums.push(offer.sum);
    else partialOffers++;
  }
  return { sums, formatSums, partialOffers };
}

/** An offer's place for each format it priced, among the current offers that priced it (landed, as above). */
export function formatPlaces(
  own: FormatRankedOffer,
  sums: ReadonlyMap<string, readonly number[]>,
): { formatId: string; position: number; of: number }[] {
  return own.prices.flatMap((p) => {
    const place = placeAmong(wholePrice(p) + (own.delivery ?? 0), sums.get(p.id) ?? []);
    return place ? [{ formatId: p.id, ...place }] : [];
  });
}

/**
 * The place of a total among the ranking totals (which hold it): 1 + the number strictly lower. Null when
 * the printshop's own offer does not rank (none, stale, sealed): `own` is then null.
 */
export function placeAmong(own: number | null, sums: readonly number[]): Place | null {
  if (own === null || sums.length === 0) return null;
  return { position: 1 + sums.filter((s) => s < own).length, of: sums.length };
}

/** The best total among the current offers for every format, or null when none ranks. */
export function bestSum(offers: Iterable<RankedOffer>): number | null {
  const sums = rankingSums(offers);
  return sums.length ? Math.min(...sums) : null;
}

/**
 * The first API's words for a place, kept for clients that read them: position (0 without a place) and
 * percentage = round(100 * position / number of current offers).
 */
export function rank(own: number | null, sums: readonly number[]): { position: number; percentage: number } {
  return firstApiRank(placeAmong(own, sums));
}

/** The first API's words for a place as it is shown (a snapshot or counted now). */
export function firstApiRank(place: Place | null): { position: number; percentage: number } {
  if (!place) return { position: 0, percentage: 0 };
  return { position: place.position, percentage: Math.round((100 * place.position) / place.of) };
}

/**
 * The formats' part of an offer's total: the sum of their `count` prices, each with its version changes. Further quantities, run-on prices
 * and alternatives are shown to the buyer, never ranked; the offer's delivery cost is added once to rank it
 * (decision 019).
 */
export const offerSum = (formats: readonly VersionedPrice[]): number =>
  formats.reduce((total, f) => total + wholePrice(f), 0);

/**
 * What the supplier's page says about a place (docs/product.md, Offers and ranks). A partial offer (it prices
 * `priced` of the task's `of` formats) has no whole place, only one per format it priced.
 */
export type RankMessage =
  | { kind: 'none' }
  | { kind: 'partial'; priced: number; of: number }
  | { kind: 'best'; of: number }
  | { kind: 'place'; place: number; of: number; band: 'top' | 'lower' };

/** `partial`: how many formats the printshop's own offer priced, of how many, when it left some out. */
export function placeMessage(place: Place | null, partial?: { priced: number; of: number } | null): RankMessage {
  if (partial && partial.priced < partial.of) return { kind: 'partial', priced: partial.priced, of: partial.of };
  if (!place) return { kind: 'none' };
  if (place.position === 1) return { kind: 'best', of: place.of };
  const band = place.position * 2 <= place.of ? 'top' : 'lower';
  return { kind: 'place', place: place.position, of: place.of, band };
}

/**
 * The places a printshop's page shows, taken when its own change was ranked (docs/product.md#offers-and-ranks):
 * a page read shows this, never a count made at the read, so reloading tells nothing of how the others moved.
 * `revisions`: each format's revision it was taken for (a place taken before a format changed is not shown).
 */
export type ShownRank = {
  rank: Place | null;
  formatRanks: { formatId: string; position: number; of: number }[];
  partialOffers: number;
  revisions: Record<string, number>;
};

/** Whether a kept place was taken for the formats as they are: the same formats, each at the same revision. */
export const takenFor = (shown: ShownRank, formats: readonly { id: string; revision: number }[]): boolean =>
  formats.length === Object.keys(shown.revisions ?? {}).length &&
  formats.every((f) => shown.revisions[f.id] === f.revision);

/** The formats' revisions a place is taken for. */
export const revisionsOf = (formats: readonly { id: string; revision: number }[]): Record<string, number> =>
  Object.fromEntries(formats.map((f) => [f.id, f.revision]));

/** How many changes of one printshop's offer are answered with a fresh place per rolling hour (the rest are saved). */
export const RANK_REFRESHES = 5;
export const RANK_WINDOW_MS = 3_600_000;

/**
 * Whether a change made at `at` gets a fresh place, given when the printshop's earlier changes got one (any order);
 * if not, when one can be had again: an hour after the oldest of the last `RANK_REFRESHES`.
 */
export function rankQuota(
  rankedAt: readonly number[],
  at: number,
): { fresh: true } | { fresh: false; updatesAt: number } {
  const recent = rankedAt.filter((t) => t > at - RANK_WINDOW_MS).sort((a, b) => b - a);
  if (recent.length < RANK_REFRESHES) return { fresh: true };
  return { fresh: false, updatesAt: recent[RANK_REFRESHES - 1]! + RANK_WINDOW_MS };
}
