import { describe, expect, it } from 'vitest';
import { bestSum, countRanks, formatPlaces, placeAmong, placeMessage, rank, rankingSums } from './ranking.ts';

describe('rank', () => {
  it('is 0 without an own offer or without offers', () => {
    expect(rank(null, [100, 200])).toEqual({ position: 0, percentage: 0 });
    expect(rank(null, [])).toEqual({ position: 0, percentage: 0 });
  });

  it('ranks a single offer first at 100 percent', () => {
    expect(rank(500, [500])).toEqual({ position: 1, percentage: 100 });
  });

  it('lets ties share a position', () => {
    const sums = [100, 100, 200, 300];
    expect(rank(100, sums)).toEqual({ position: 1, percentage: 25 });
    expect(rank(200, sums)).toEqual({ position: 3, percentage: 75 });
    expect(rank(300, sums)).toEqual({ position: 4, percentage: 100 });
  });

  it('puts place 2 of 4 at 50 percent, the edge of the top band', () => {
    expect(rank(150, [100, 150, 200, 300])).toEqual({ position: 2, percentage: 50 });
  });
});

describe('the ranking among current offers', () => {
  // Three printshops offered; an amendment changed a quantity: no offer covers every format as it is until confirmed.
  const stale = [
    { sum: 1000, complete: false },
    { sum: 1100, complete: false },
    { sum: 1200, complete: false },
  ];

  it('counts only current offers: one confirmed at the highest price is the best of 1, not of 3', () => {
    const offers = [{ sum: 1300, complete: true }, ...stale.slice(1)];
    expect(rankingSums(offers)).toEqual([1300]);
    expect(placeAmong(1300, rankingSums(offers))).toEqual({ position: 1, of: 1 });
  });

  it('places a second current offer among two, never among the stale ones', () => {
    const offers = [{ sum: 1300, complete: true }, { sum: 900, complete: true }, stale[2]!];
    expect(placeAmong(1300, rankingSums(offers))).toEqual({ position: 2, of: 2 });
    expect(placeAmong(900, rankingSums(offers))).toEqual({ position: 1, of: 2 });
  });

  it('gives no place without an own current offer', () => {
    expect(placeAmong(null, [100, 200])).toBeNull();
    expect(placeAmong(null, [])).toBeNull();
  });

  it('lets no stale and no sealed (null) total be the best', () => {
    expect(bestSum(stale)).toBeNull();
    expect(bestSum([{ sum: null, complete: true }])).toBeNull();
    expect(
      bestSum([
        { sum: 1300, complete: true },
        { sum: 800, complete: false },
        { sum: 1250, complete: true },
      ]),
    ).toBe(1250);
  });
});

describe('rankMessage of a place', () => {
  it.each([
    [null, { kind: 'none' }],
    [
      { position: 1, of: 1 },
      { kind: 'best', of: 1 },
    ],
    [
      { position: 1, of: 4 },
      { kind: 'best', of: 4 },
    ],
    [
      { position: 2, of: 4 },
      { kind: 'place', place: 2, of: 4, band: 'top' },
    ],
    [
      { position: 3, of: 4 },
      { kind: 'place', place: 3, of: 4, band: 'lower' },
    ],
  ] as const)('%o', (place, message) => {
    expect(placeMessage(place)).toEqual(message);
  });

  it('gives a partial offer no whole place, whatever place it is given', () => {
    expect(placeMessage(null, { priced: 2, of: 3 })).toEqual({ kind: 'partial', priced: 2, of: 3 });
    expect(placeMessage({ position: 1, of: 2 }, { priced: 1, of: 2 })).toEqual({ kind: 'partial', priced: 1, of: 2 });
    // Every format priced: the whole place, as without the count.
    expect(placeMessage({ position: 1, of: 2 }, { priced: 2, of: 2 })).toEqual({ kind: 'best', of: 2 });
  });
});

describe('what the ranks count', () => {
  const offer = (sum: number, prices: [string, number][], deliveryCost: number | null = null) => ({
    sum,
    prices: prices.map(([id, price]) => ({ id, price })),
    terms: deliveryCost === null ? null : { deliveryCost },
  });

  it('ranks whole only offers for every format, and each format among who priced it, landed', () => {
    const offers = [
      offer(3000, [
        ['flyer', 1000],
        ['letter', 2000],
      ]),
      offer(900, [['flyer', 800]], 100),
      offer(2700, [
        ['flyer', 1200],
        ['letter', 1500],
      ]),
    ];
    const counted = countRanks(offers, ['flyer', 'letter']);
    expect(counted.sums).toEqual([3000, 2700]);
    expect(counted.partialOffers).toBe(1);
    expect(Object.fromEntries(counted.formatSums)).toEqual({ flyer: [1000, 900, 1200], letter: [2000, 1500] });
    expect(formatPlaces({ prices: offers[1]!.prices, delivery: 100 }, counted.formatSums)).toEqual([
      { formatId: 'flyer', position: 1, of: 3 },
    ]);
  });
});
