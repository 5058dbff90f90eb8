import { describe, expect, it } from 'vitest';
import { waitsWhole } from '../../../../shared/offer.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { columnsOf, curvesOf, markOf, missing, priceIn } from './columns.ts';

const format = { id: 'f', title: 'Flyer', count: 5000, counts: [1000, 2500], runOn: true, addedAt: null };
const offer = (
  name: string,
  price: number,
  scales: { count: number; price: number }[],
  runOnPer1000: number | null,
  pricedFor = 5000,
) =>
  ({
    name,
    prices: [{ id: 'f', price, scales, runOnPer1000, alternative: null }],
    pricedFor: [{ id: 'f', count: pricedFor }],
    currency: 'EUR',
    rate: 1,
  }) as unknown as Comparison['offers'][number];
const comparison = {
  formats: [format],
  lowest: [{ id: 'f', price: 110_000 }],
  lowestScales: [{ id: 'f', count: 1000, price: 35_000 }],
  lowestRunOn: [{ id: 'f', price: 17_000 }],
  offers: [
    offer(
      'A',
      120_000,
      [
        { count: 1000, price: 40_000 },
        { count: 2500, price: 75_000 },
      ],
      18_000,
    ),
    offer('B', 110_000, [{ count: 1000, price: 35_000 }], null),
  ],
} as unknown as Comparison;

describe('the comparison’s columns', () => {
  it('are a format’s quantities ascending, then run-on', () => {
    expect(columnsOf(format)).toEqual([
      { formatId: 'f', kind: 'scale', count: 1000 },
      { formatId: 'f', kind: 'scale', count: 2500 },
      { formatId: 'f', kind: 'count', count: 5000 },
      { formatId: 'f', kind: 'runOn' },
    ]);
    expect(columnsOf({ ...format, counts: [], runOn: false, addedAt: null })).toEqual([
      { formatId: 'f', kind: 'count', count: 5000 },
    ]);
  });

  it('find each offer’s price per column', () => {
    const [small, , main, runOn] = columnsOf(format);
    const [a, b] = comparison.offers;
    expect([priceIn(a!, small!), priceIn(b!, small!), priceIn(b!, runOn!), priceIn(a!, main!)]).toEqual([
      40_000,
      35_000,
      undefined,
      120_000,
    ]);
  });

  it('mark at the count the offer lowest incl. delivery, not the lowest price; elsewhere the lowest price', () => {
    const [small, , main] = columnsOf(format);
    const [a, b] = comparison.offers.map((o, i) => ({
      ...o,
      supplierId: ['a', 'b'][i]!,
      stale: false,
      deleted: false,
      staleFormats: [],
    }));
    // B's 110,000 is the lowest price, but A's 120,000 with free delivery beats B's with 15,000 delivery.
    const landed = {
      ...comparison,
      outliers: [],
      lowest: [{ id: 'f', price: 120_000, landed: 120_000, supplierIds: ['a'] }],
    };
    expect([markOf(landed, a!, main!), markOf(landed, b!, main!)]).toEqual(['landed', null]);
    expect([markOf(landed, a!, small!), markOf(landed, b!, small!)]).toEqual([null, 'price']);
    // A price waiting to be confirmed is never lowest.
    expect(markOf(landed, { ...a!, stale: true, staleFormats: ['f'] }, main!)).toBeNull();
  });

  it('tell a format left out from one added after the offer, and an offer whose every price waits', () => {
    const added = { ...format, addedAt: 2000 };
    const [a] = comparison.offers;
    const sent = (submittedAt: number) => ({ ...a!, prices: [], submittedAt });
    expect([missing(a!, format), missing(sent(1000), format), missing(sent(1000), added)]).toEqual([
      null,
      'notOffered',
      'addedLater',
    ]);
    expect(missing(sent(3000), added)).toBe('notOffered');
    const waiting = (staleFormats: string[]) => ({ ...a!, stale: staleFormats.length > 0, staleFormats });
    expect([
      waitsWhole(waiting([])),
      waitsWhole(waiting(['f'])),
      waitsWhole({ ...waiting(['f']), prices: [...a!.prices, { ...a!.prices[0]!, id: 'l' }] }),
    ]).toEqual([false, true, false]);
  });

  it('draw each printshop’s price per 1,000 in whole units, with gaps where it gave no price', () => {
    expect(curvesOf(comparison, format)).toEqual([
      { name: 'A', data: [400, 300, 240] },
      { name: 'B', data: [350, null, 220] },
    ]);
  });

  it('put a stale price under the quantity it was given for, and nowhere when that is no longer asked', () => {
    const [small, middle, main] = columnsOf(format);
    // Priced when 2,500 was the count and 5,000 a further quantity.
    const swapped = offer('C', 70_000, [{ count: 5000, price: 120_000 }], null, 2500);
    expect([priceIn(swapped, small!), priceIn(swapped, middle!), priceIn(swapped, main!)]).toEqual([
      undefined,
      70_000,
      120_000,
    ]);
    // Priced for 4,000, asked no more: no column holds it, no curve draws it.
    const gone = offer('D', 90_000, [{ count: 1000, price: 30_000 }], null, 4000);
    expect([priceIn(gone, small!), priceIn(gone, middle!), priceIn(gone, main!)]).toEqual([
      30_000,
      undefined,
      undefined,
    ]);
    expect(curvesOf({ ...comparison, offers: [swapped, gone] }, format)).toEqual([
      { name: 'C', data: [null, 280, 240] },
      { name: 'D', data: [300, null, null] },
    ]);
  });
});
