import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { keptOrder } from './kept-order.ts';

type Offer = Comparison['offers'][number];
const offer = (supplierId: string, staleFormats: string[] = []) =>
  ({
    supplierId,
    stale: staleFormats.length > 0,
    staleFormats,
    prices: [{ id: 'flyer' }, { id: 'letter' }],
  }) as unknown as Offer;
const ids = (offers: Offer[]) => offers.map((o) => o.supplierId);

describe('the order the buyer sees', () => {
  it('keeps the printshops where they were, adds new ones after them, and drops those gone', () => {
    // The server now says b, d (new, cheapest), a; c is gone.
    expect(ids(keptOrder(['a', 'b', 'c'], [offer('d'), offer('b'), offer('a')]))).toEqual(['a', 'b', 'd']);
  });

  it('puts an offer whose every price waits apart at the end, one with a price to confirm stays in place', () => {
    const order = keptOrder(['a', 'b', 'c'], [offer('c'), offer('a', ['flyer', 'letter']), offer('b', ['flyer'])]);
    expect(ids(order)).toEqual(['b', 'c', 'a']);
  });
});
