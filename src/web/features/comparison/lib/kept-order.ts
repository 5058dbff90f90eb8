import { useState } from 'react';
import { waitsWhole } from '../../../../shared/offer.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';

type Offer = Comparison['offers'][number];

/**
 * The offers in the order the buyer saw them (`kept`, supplier ids), those new since after them in the server's
 * order (lowest total first); offers whose every price waits to be confirmed stay apart at the end, as the server
 * puts them. A column never moves under the buyer's eyes while offers arrive (docs/product.md#comparison).
 */
export function keptOrder(kept: readonly string[], offers: readonly Offer[]): Offer[] {
  const byId = new Map(offers.map((o) => [o.supplierId, o]));
  const known = new Set(kept);
  const ordered = [...kept.flatMap((id) => byId.get(id) ?? []), ...offers.filter((o) => !known.has(o.supplierId))];
  return [...ordered.filter((o) => !waitsWhole(o)), ...ordered.filter(waitsWhole)];
}

/**
 * The comparison's offers sorted by total when the page loads, then kept in that order while the page updates
 * itself; `sorted` is false once that order is no longer the server's, and `sort` sorts them again, when the
 * buyer asks.
 */
export function useKeptOrder(offers: readonly Offer[]) {
  const ids = () => offers.map((o) => o.supplierId);
  const [kept, setKept] = useState(ids);
  const ordered = keptOrder(kept, offers);
  const sorted = ordered.every((o, i) => o.supplierId === offers[i]?.supplierId);
  return { offers: ordered, sorted, sort: () => setKept(ids()) };
}
