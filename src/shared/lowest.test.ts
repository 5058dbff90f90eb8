import { describe, expect, it } from 'vitest';
import { bestTotal, isOutlier, lowestLanded, lowestMark, outliersOf, type WeighedOffer } from './lowest.ts';

const offer = (supplierId: string, prices: Record<string, number>, deliveryCost: number | null = null) => ({
  supplierId,
  deliveryCost,
  prices: Object.entries(prices).map(([id, price]) => ({ id, price, scales: [], runOnPer1000: null })),
});
const flyer = { id: 'flyer', count: 5000, counts: [2500] };

/** The median of the others, counted the slow way: what outliersOf must agree with. */
function slowOutliers(prices: number[]) {
  const median = (values: number[]) => {
    const s = [...values].sort((a, b) => a - b);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  };
  return prices.flatMap((p, i) => {
    const others = prices.filter((_, j) => j !== i);
    return others.length > 0 && p >= 3 * median(others) ? [String(i)] : [];
  });
}

describe('far above the others', () => {
  it('flags a count price at least 3× the median of the other offers’ prices for its format, and nothing alone', () => {
    const offers = [offer('a', { flyer: 100 }), offer('b', { flyer: 110 }), offer('c', { flyer: 330 })];
    // The median of a and b is 105: 330 is 3.14 times it. c's median of 100 and 110 is 105, a's of 110 and 330 220.
    const outliers = outliersOf([flyer], offers);
    expect(outliers).toEqual([{ supplierId: 'c', formatId: 'flyer' }]);
    expect([isOutlier({ outliers }, 'c', 'flyer'), isOutlier({ outliers }, 'c', 'letter')]).toEqual([true, false]);
    expect(outliersOf([flyer], [offer('a', { flyer: 100 }), offer('b', { flyer: 299 })])).toEqual([]);
    expect(outliersOf([flyer], [offer('a', { flyer: 100 }), offer('b', { flyer: 300 })])).toEqual([
      { supplierId: 'b', formatId: 'flyer' },
    ]);
    expect(outliersOf([flyer], [offer('a', { flyer: 96_069_000 })])).toEqual([]);
  });

  it('agrees with the median of the others counted one by one, ties and even counts too', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let round = 0; round < 300; round++) {
      const prices = Array.from({ length: 1 + Math.floor(random() * 9) }, () =>
        random() < 0.2 ? 1000 : Math.round(100 + random() * (random() < 0.2 ? 5000 : 500)),
      );
      const offers = prices.map((p, i) => offer(String(i), { flyer: p }));
      expect(
        outliersOf([flyer], offers).map((o) => o.supplierId),
        prices.join(),
      ).toEqual(slowOutliers(prices));
    }
  });

  it('sorts a format’s prices once: 1,000 printshops on 50 formats take well under a second', () => {
    const formats = Array.from({ length: 50 }, (_, i) => ({ id: `f${i}` }));
    const offers: WeighedOffer[] = Array.from({ length: 1000 }, (_, s) =>
      offer(`s${s}`, Object.fromEntries(formats.map((f, i) => [f.id, 1000 + ((s * 37 + i * 11) % 500)]))),
    );
    const started = performance.now();
    expect(outliersOf(formats, offers)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('lowest', () => {
  it('never rests on a flagged price, even where its printshop’s delivery would make it lowest landed', () => {
    // c's 330 with free delivery lands below a's and b's with 300 € delivery each; it is flagged, so a is lowest.
    const offers = [offer('a', { flyer: 100 }, 250), offer('b', { flyer: 110 }, 250), offer('c', { flyer: 330 }, 0)];
    const outliers = outliersOf([flyer], offers);
    expect(lowestLanded([flyer], offers)[0]!.supplierIds).toEqual(['c']);
    expect(lowestLanded([flyer], offers, outliers)).toEqual([
      { id: 'flyer', price: 100, landed: 350, supplierIds: ['a'] },
    ]);
  });

  const found = {
    lowest: [{ id: 'flyer', supplierIds: ['a'] }],
    lowestScales: [{ id: 'flyer', count: 2500, price: 60 }],
    lowestRunOn: [{ id: 'flyer', price: 9 }],
    outliers: [],
  };
  const marked = { supplierId: 'b', deleted: false, staleFormats: [] as string[] };

  it('marks "lowest incl. delivery" at the count by who reached it, "lowest price" elsewhere by the price alone', () => {
    const count = { formatId: 'flyer', kind: 'count' as const, count: 5000 };
    const scale = { formatId: 'flyer', kind: 'scale' as const, count: 2500 };
    const runOn = { formatId: 'flyer', kind: 'runOn' as const };
    expect(lowestMark(found, { ...marked, supplierId: 'a' }, count, 120)).toBe('landed');
    // b's count price may be lower; with its delivery it is not the lowest landed.
    expect(lowestMark(found, marked, count, 100)).toBeNull();
    expect([lowestMark(found, marked, scale, 60), lowestMark(found, marked, runOn, 9)]).toEqual(['price', 'price']);
    expect(lowestMark(found, marked, scale, 61)).toBeNull();
    expect(lowestMark(found, marked, scale, undefined)).toBeNull();
    // A price waiting to be confirmed, and one of a printshop deleted since, is never lowest.
    expect(lowestMark(found, { ...marked, staleFormats: ['flyer'] }, scale, 60)).toBeNull();
    expect(lowestMark(found, { ...marked, deleted: true }, runOn, 9)).toBeNull();
    expect(lowestMark(found, { ...marked, staleFormats: ['letter'] }, scale, 60)).toBe('price');
  });

  it('finds the best total among the current offers for every format, and the flagged prices it rests on', () => {
    const total = (supplierId: string, sum: number, fields: object = {}) => ({
      ...{ supplierId, sum, complete: true, stale: false, deleted: false, staleFormats: [] },
      ...fields,
    });
    const outliers = [{ supplierId: 'b', formatId: 'flyer' }];
    expect(
      bestTotal({
        outliers,
        offers: [
          total('a', 900, { complete: false }),
          total('d', 950, { deleted: true }),
          total('b', 1000),
          total('c', 1000),
          total('e', 800, { stale: true, complete: false }),
        ],
      }),
    ).toEqual({ sum: 1000, supplierIds: ['b', 'c'], flagged: outliers });
    expect(bestTotal({ outliers, offers: [total('c', 1000)] })).toEqual({ sum: 1000, supplierIds: ['c'], flagged: [] });
    expect(bestTotal({ outliers, offers: [total('a', 900, { complete: false })] })).toBeNull();
  });
});
