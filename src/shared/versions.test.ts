import { describe, expect, it } from 'vitest';
import { landedTotal } from './offer.ts';
import { offerSum } from './ranking.ts';
import { versionChanges, versionsTotal, wholePrice } from './versions.ts';

describe('version changes', () => {
  it.each([
    // versions, price per change, what the changes cost
    [0, 500, 0],
    [1, 500, 0],
    [2, 500, 500],
    [8, 500, 3500],
    [8, 0, 0],
    [8, null, 0],
    [8, undefined, 0],
    [4, 1, 3],
  ])('%i versions at %s a change cost %i', (versions, perChange, cost) => {
    expect(versionChanges(versions, perChange)).toBe(cost);
  });

  it.each([
    [{ price: 100_000 }, 100_000],
    [{ price: 100_000, versions: 8, versionChangePrice: 1000 }, 107_000],
    [{ price: 100_000, versions: 8, versionChangePrice: null }, 100_000],
    [{ price: 100_000, versionChangePrice: 1000 }, 100_000],
  ])('a price %o costs %i whole', (price, whole) => {
    expect(wholePrice(price)).toBe(whole);
  });

  it('count in the offer sum and the landed total, with the delivery once', () => {
    const prices = [{ price: 100_000, versions: 8, versionChangePrice: 1000 }, { price: 20_000 }];
    expect(offerSum(prices)).toBe(127_000);
    expect(landedTotal(prices, 5000)).toBe(132_000);
    expect(versionsTotal([{ count: 250 }, { count: 750 }])).toBe(1000);
  });
});
