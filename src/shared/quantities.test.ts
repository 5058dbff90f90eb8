import { describe, expect, it } from 'vitest';
import { offerSum, rank } from './ranking.ts';
import { curveOf, per1000, priceOf, quantitiesOf, runOnPrice } from './quantities.ts';

const asked = { count: 5000, counts: [1000, 2500], runOn: true };
const offer = {
  price: 120_000,
  scales: [
    { count: 1000, price: 40_000 },
    { count: 2500, price: 75_000 },
  ],
  runOnPer1000: 18_000,
};

describe('per 1,000 pieces', () => {
  it('divides the price by the thousands, rounded to the cent', () => {
    expect(per1000(120_000, 5000)).toBe(24_000);
    expect(per1000(40_000, 1000)).toBe(40_000);
    expect(per1000(100, 3)).toBe(33_333);
    expect(per1000(1, 2000)).toBe(1); // 0.5 cent rounds up
    expect(per1000(99_999, 250)).toBe(399_996);
  });

  it('draws the falling curve over the asked quantities it has prices for', () => {
    expect(curveOf(offer, asked)).toEqual([
      { count: 1000, per1000: 40_000 },
      { count: 2500, per1000: 30_000 },
      { count: 5000, per1000: 24_000 },
    ]);
    expect(curveOf({ ...offer, scales: [] }, asked)).toEqual([{ count: 5000, per1000: 24_000 }]);
  });
});

describe('prices per quantity', () => {
  it('lists the asked quantities ascending, the count among them', () => {
    expect(quantitiesOf(asked)).toEqual([1000, 2500, 5000]);
    expect(quantitiesOf({ count: 500, counts: [] })).toEqual([500]);
  });

  it('finds the price of an asked quantity', () => {
    expect(priceOf(offer, asked, 5000)).toBe(120_000);
    expect(priceOf(offer, asked, 2500)).toBe(75_000);
    expect(priceOf({ ...offer, scales: [] }, asked, 2500)).toBeNull();
    expect(priceOf(offer, asked, 3000)).toBeNull();
  });

  it('prices the count plus whole thousands at the run-on price, and nothing else', () => {
    expect(runOnPrice(offer, asked, 7000)).toBe(120_000 + 2 * 18_000);
    expect(priceOf(offer, asked, 6000)).toBe(138_000);
    expect(runOnPrice(offer, asked, 6500)).toBeNull();
    expect(runOnPrice(offer, asked, 4000)).toBeNull();
    expect(runOnPrice(offer, { ...asked, runOn: false }, 6000)).toBeNull();
    expect(runOnPrice({ ...offer, runOnPer1000: null }, asked, 6000)).toBeNull();
  });
});

describe('the ranking with scales present', () => {
  it('stays on the count prices: a low price for another quantity, run-on or an alternative ranks nothing', () => {
    const formats = (count: number, scale: number) => [
      { price: count, scales: [{ count: 1000, price: scale }], runOnPer1000: 1, alternative: { price: 1 } },
      { price: 10_000, scales: [], runOnPer1000: null, alternative: null },
    ];
    // The second printshop is cheapest at 1,000 pieces but dearest at the count.
    const sums = [
      offerSum(formats(120_000, 40_000)),
      offerSum(formats(130_000, 10_000)),
      offerSum(formats(125_000, 39_000)),
    ];
    expect(sums).toEqual([130_000, 140_000, 135_000]);
    expect(rank(sums[1]!, sums)).toEqual({ position: 3, percentage: 100 });
    expect(rank(sums[0]!, sums)).toEqual({ position: 1, percentage: 33 });
  });
});
