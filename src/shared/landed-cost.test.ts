import { describe, expect, it } from 'vitest';
import { bestSingle, landedCost, suggestAward, type Bid } from './landed-cost.ts';

const delivery = (costs: Record<string, number | null>) => (supplierId: string) => costs[supplierId] ?? null;

describe('the landed cost of an award', () => {
  it('adds each printshop delivery once, for all the formats it gets, and keeps the printshops in award order', () => {
    const lines = [
      { formatId: 'poster', supplierId: 'b', count: 500, price: 100_000 },
      { formatId: 'flyer', supplierId: 'a', count: 5000, price: 300_000 },
      { formatId: 'letter', supplierId: 'b', count: 2000, price: 50_000 },
    ];
    expect(landedCost(lines, delivery({ a: 10_000, b: 28_000 }))).toEqual({
      total: 488_000,
      perSupplier: [
        {
          supplierId: 'b',
          formats: [
            { formatId: 'poster', count: 500, price: 100_000 },
            { formatId: 'letter', count: 2000, price: 50_000 },
          ],
          delivery: 28_000,
          total: 178_000,
        },
        {
          supplierId: 'a',
          formats: [{ formatId: 'flyer', count: 5000, price: 300_000 }],
          delivery: 10_000,
          total: 310_000,
        },
      ],
    });
  });

  it('counts a delivery cost not stated as free', () => {
    const lines = [{ formatId: 'f', supplierId: 'a', count: 1, price: 5 }];
    expect(landedCost(lines, delivery({})).perSupplier[0]).toMatchObject({ delivery: 0, total: 5 });
  });
});

// The buyer's case: B is cheaper per format on the poster by 65 €, but its delivery costs 280 €.
const formats = ['flyer', 'poster'];
const a: Bid = { supplierId: 'a', prices: { flyer: 500_000, poster: 262_500 }, delivery: 0 };
const b: Bid = { supplierId: 'b', prices: { flyer: 520_000, poster: 256_000 }, delivery: 28_000 };

describe('the best single printshop', () => {
  it('is the cheapest that priced every format, landed', () => {
    expect(bestSingle(formats, [b, a])).toEqual({ supplierId: 'a', total: 762_500 });
    const partial: Bid = { supplierId: 'c', prices: { flyer: 1 }, delivery: 0 };
    expect(bestSingle(formats, [partial])).toBeNull();
  });
});

describe('the suggested award', () => {
  it('does not split to a printshop whose delivery eats what its lower price saves', () => {
    expect(suggestAward(formats, [a, b])).toEqual({ flyer: 'a', poster: 'a' });
  });

  it('splits when the split is cheaper landed, counting each delivery once', () => {
    const cheapPoster: Bid = { ...b, prices: { flyer: 520_000, poster: 200_000 } };
    expect(suggestAward(formats, [a, cheapPoster])).toEqual({ flyer: 'a', poster: 'b' });
  });

  it('finds the cheapest landed set where picking per format, or the best single printshop, does not', () => {
    // Per format: x, y, z each cheapest once (each with delivery 100); the best single printshop w has none.
    const fs = ['1', '2', '3', '4'];
    const bids: Bid[] = [
      { supplierId: 'w', prices: { 1: 260, 2: 260, 3: 260, 4: 260 }, delivery: 0 },
      { supplierId: 'x', prices: { 1: 100, 2: 100, 3: 300, 4: 300 }, delivery: 50 },
      { supplierId: 'y', prices: { 1: 300, 2: 300, 3: 100, 4: 100 }, delivery: 50 },
      { supplierId: 'z', prices: { 1: 90, 2: 300, 3: 300, 4: 300 }, delivery: 100 },
    ];
    // w alone: 1040; x + y: 500; x + y + z: 590.
    expect(suggestAward(fs, bids)).toEqual({ 1: 'x', 2: 'x', 3: 'y', 4: 'y' });
  });

  it('leaves out a format nobody priced, and among 40 printshops (a local search, not every set) finds no dearer split than one printshop', () => {
    expect(suggestAward(['f', 'none'], [a, { ...b, prices: { f: 1 } }])).toEqual({ f: 'b' });
    const many: Bid[] = Array.from({ length: 40 }, (_, i) => ({
      supplierId: `s${i}`,
      prices: Object.fromEntries(Array.from({ length: 50 }, (_, f) => [`f${f}`, 1000 + ((i * 7 + f * 13) % 97)])),
      delivery: 500 + i,
    }));
    const fs = Array.from({ length: 50 }, (_, f) => `f${f}`);
    const chosen = suggestAward(fs, many);
    const landed = (choice: Record<string, string>) =>
      landedCost(
        fs.map((f) => ({
          formatId: f,
          supplierId: choice[f]!,
          count: 1,
          price: many.find((s) => s.supplierId === choice[f])!.prices[f]!,
        })),
        (id) => many.find((s) => s.supplierId === id)!.delivery,
      ).total;
    // Never dearer than the best single printshop.
    expect(landed(chosen)).toBeLessThanOrEqual(bestSingle(fs, many)!.total);
  });
});
