import { curveOf, quantitiesOf } from '../../../../shared/quantities.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';

type Format = Comparison['formats'][number];
type Offer = Comparison['offers'][number];

/** A price column of the comparison: a format at a quantity (its count among them), or its run-on price. */
export type Column = { formatId: string; kind: 'count' | 'scale'; count: number } | { formatId: string; kind: 'runOn' };

/** Each format's columns: its quantities ascending, then run-on when asked. */
export function columnsOf(format: Format): Column[] {
  const quantities = quantitiesOf(format).map((count): Column => ({
    formatId: format.id,
    kind: count === format.count ? 'count' : 'scale',
    count,
  }));
  return format.runOn ? [...quantities, { formatId: format.id, kind: 'runOn' }] : quantities;
}

/**
 * The quantity an offer's main price for a format was given for: the format's count, or for a stale offer
 * the count when it offered (an amendment may have changed it since).
 */
export const pricedCount = (offer: Offer, format: Pick<Format, 'id' | 'count'>): number =>
  offer.pricedFor.find((p) => p.id === format.id)?.count ?? format.count;

/** Whether an offer priced a format at all: a partial offer leaves some out, "not offered" there. */
export const offered = (offer: Offer, formatId: string): boolean => offer.prices.some((p) => p.id === formatId);

/**
 * A partial offer's part: how many of the formats it prices as they are, of how many; null for an offer of every
 * format, and for one whose every price waits to be confirmed (said so apart).
 */
export function partOf(formats: readonly Pick<Format, 'id'>[], offer: Offer) {
  if (offer.complete) return null;
  const count = formats.filter((f) => offered(offer, f.id) && !offer.staleFormats.includes(f.id)).length;
  return count === 0 && offer.stale ? null : { count, of: formats.length };
}

/**
 * Whether an offer's total is marked lowest: the best total (`bestSum`, null when none ranks) of a current offer
 * that prices every format. A partial offer's total covers fewer formats: never the lowest.
 */
export const isLowestSum = (offer: Offer, lowestSum: number | null): boolean =>
  offer.complete && !offer.stale && offer.sum !== null && offer.sum === lowestSum;

/**
 * An offer's price in a column, undefined when it gave none: a price stands only under the quantity it was
 * given for (docs/product.md#comparison), so a stale price for 10,000 never shows under 12,000.
 */
export function priceIn(offer: Offer, column: Column): number | undefined {
  const entry = offer.prices.find((p) => p.id === column.formatId);
  if (!entry) return undefined;
  if (column.kind === 'runOn') return entry.runOnPer1000 ?? undefined;
  const main = offer.pricedFor.find((p) => p.id === column.formatId)?.count;
  if (column.count === (main ?? (column.kind === 'count' ? column.count : undefined))) return entry.price;
  return entry.scales.find((s) => s.count === column.count)?.price;
}

/** A stale offer's main prices for quantities the formats no longer ask: shown apart, named with their quantity. */
export function pricesElsewhere(comparison: Pick<Comparison, 'formats'>, offer: Offer) {
  return comparison.formats.flatMap((format) => {
    const entry = offer.prices.find((p) => p.id === format.id);
    const count = pricedCount(offer, format);
    return entry && !quantitiesOf(format).includes(count)
      ? [{ format, count, price: entry.price, alternative: entry.alternative }]
      : [];
  });
}

/** The lowest price of a column among all offers. */
export function lowestIn(comparison: Comparison, column: Column): number | undefined {
  const { formatId } = column;
  if (column.kind === 'count') return comparison.lowest.find((l) => l.id === formatId)?.price;
  if (column.kind === 'runOn') return comparison.lowestRunOn.find((l) => l.id === formatId)?.price;
  return comparison.lowestScales.find((l) => l.id === formatId && l.count === column.count)?.price;
}

/**
 * Whether an offer's price in a column is marked lowest: at a format's count, the offer whose price plus its
 * delivery cost is lowest (docs/product.md#comparison); at other quantities and run-on, the lowest price.
 */
export function isLowest(comparison: Comparison, offer: Offer, column: Column): boolean {
  const value = priceIn(offer, column);
  if (value === undefined || offer.stale) return false;
  if (column.kind === 'count') {
    return comparison.lowest.some((l) => l.id === column.formatId && l.supplierIds.includes(offer.supplierId));
  }
  return value === lowestIn(comparison, column);
}

/** Each printshop's price-per-1,000 curve of a format, in euros, one value per quantity (null where none). */
export function curvesOf(comparison: Comparison, format: Format) {
  const quantities = quantitiesOf(format);
  return comparison.offers.map((offer) => {
    const entry = offer.prices.find((p) => p.id === format.id);
    // The main price at the quantity it was given for; a point not asked now is left out below.
    const asked = { count: pricedCount(offer, format), counts: quantities, runOn: false };
    const points = entry ? curveOf(entry, asked) : [];
    const byCount = new Map(points.map((p) => [p.count, p.per1000 / 100]));
    return { name: offer.name, data: quantities.map((q) => byCount.get(q) ?? null) };
  });
}
