import { convert } from '../../../../shared/currencies.ts';
import { lowestMark, type PriceSpot } from '../../../../shared/lowest.ts';
import { addedAfter } from '../../../../shared/offer.ts';
import { curveOf, quantitiesOf } from '../../../../shared/quantities.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';

type Format = Comparison['formats'][number];
type Offer = Comparison['offers'][number];

/** A price row of the comparison: a format at a quantity (its count among them), or its run-on price. */
export type Column = PriceSpot;

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
 * Why an offer has no price for a format, when it has none: it left the format out ('notOffered'), or an amendment
 * added the format after the offer was last sent ('addedLater'), so it could not price it.
 */
export function missing(offer: Offer, format: Pick<Format, 'id' | 'addedAt'>): 'notOffered' | 'addedLater' | null {
  if (offered(offer, format.id)) return null;
  return addedAfter(format, offer.submittedAt) ? 'addedLater' : 'notOffered';
}

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

/**
 * How an offer's price in a row is marked (src/shared/lowest.ts): "lowest incl. delivery" at a format's count,
 * "lowest price" at a further quantity or run-on; a price waiting to be confirmed never.
 */
export const markOf = (comparison: Comparison, offer: Offer, column: Column) => {
  // The lowest prices are in the task's currency: an offer's own price is weighed at its rate.
  const price = priceIn(offer, column);
  return lowestMark(comparison, offer, column, price === undefined ? undefined : convert(price, offer.rate));
};

/** How a cell shows an offer's amount in another currency than the task's: its own, and the task's beside it. */
export const foreignOf = (
  comparison: Pick<Comparison, 'currency'>,
  offer: Offer,
  converted?: (own: number) => number,
) =>
  offer.currency === comparison.currency
    ? undefined
    : {
        currency: offer.currency,
        taskCurrency: comparison.currency,
        converted: converted ?? ((own: number) => convert(own, offer.rate)),
      };

/** Each printshop's price-per-1,000 curve of a format, in whole units, one value per quantity (null where none). */
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
