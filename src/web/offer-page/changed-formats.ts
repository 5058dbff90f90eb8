import { runOnPrice } from '../../shared/quantities.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';

type Format = PubOffer['task']['formats'][number];
export type Entry = PubOffer['supplierTask']['formats'][number];

/** A price of the current offer that waits to be confirmed: its format changed since (`staleFormats`). */
export type Earlier = Entry & { price: number; count: number };

/** The printshop's earlier prices for a format an amendment changed since it priced it; null for any other. */
export function earlierOf(offer: PubOffer, formatId: string): Earlier | null {
  if (!offer.supplierTask.staleFormats.includes(formatId)) return null;
  const entry = offer.supplierTask.formats.find((e) => e.id === formatId);
  return entry && entry.price !== null && entry.count !== null
    ? { ...entry, price: entry.price, count: entry.count }
    : null;
}

/**
 * What the printshop's own earlier prices say the new quantity costs, offered as a labelled suggestion and never
 * filled in by itself (the spec may have changed too): its earlier price for exactly that quantity, else its
 * earlier price plus whole thousands at its run-on price (docs/product.md#quantity-scales).
 */
export type Suggestion =
  | { kind: 'scale'; cents: number; count: number }
  | { kind: 'runOn'; cents: number; base: number; thousands: number; runOnPer1000: number };

export function suggestionFor(earlier: Earlier, format: Pick<Format, 'count'>): Suggestion | null {
  const scale = earlier.scales.find((s) => s.count === format.count);
  if (scale) return { kind: 'scale', cents: scale.price, count: scale.count };
  const asked = { count: earlier.count, counts: [], runOn: true };
  const cents = runOnPrice(earlier, asked, format.count);
  if (cents === null || earlier.runOnPer1000 === null) return null;
  return {
    kind: 'runOn',
    cents,
    base: earlier.price,
    thousands: (cents - earlier.price) / earlier.runOnPer1000,
    runOnPer1000: earlier.runOnPer1000,
  };
}
