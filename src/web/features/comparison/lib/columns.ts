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

/** An offer's price in a column, undefined when it gave none. */
export function priceIn(offer: Offer, column: Column): number | undefined {
  const entry = offer.prices.find((p) => p.id === column.formatId);
  if (!entry) return undefined;
  if (column.kind === 'runOn') return entry.runOnPer1000 ?? undefined;
  if (column.kind === 'count') return entry.price;
  return entry.scales.find((s) => s.count === column.count)?.price;
}

/** The lowest price of a column among all offers. */
export function lowestIn(comparison: Comparison, column: Column): number | undefined {
  const { formatId } = column;
  if (column.kind === 'count') return comparison.lowest.find((l) => l.id === formatId)?.price;
  if (column.kind === 'runOn') return comparison.lowestRunOn.find((l) => l.id === formatId)?.price;
  return comparison.lowestScales.find((l) => l.id === formatId && l.count === column.count)?.price;
}

/** Each printshop's price-per-1,000 curve of a format, in euros, one value per quantity (null where none). */
export function curvesOf(comparison: Comparison, format: Format) {
  const quantities = quantitiesOf(format);
  return comparison.offers.map((offer) => {
    const entry = offer.prices.find((p) => p.id === format.id);
    const points = entry ? curveOf(entry, { ...format, runOn: false }) : [];
    const byCount = new Map(points.map((p) => [p.count, p.per1000 / 100]));
    return { name: offer.name, data: quantities.map((q) => byCount.get(q) ?? null) };
  });
}
