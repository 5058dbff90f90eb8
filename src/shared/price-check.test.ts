import { describe, expect, it } from 'vitest';
import { checkAmount } from './money.ts';
import { acrossQuantities, priceDoubts, timesOf, type QuantityPrice } from './price-check.ts';
import { PriceSchema } from './schemas/offers.ts';

// checkAmount (money.ts): which rule a price breaks, so that the supplier is told precisely.
describe('price rules', () => {
  it.each([
    [1250, { cents: 125_000 }],
    ['1.234,50', { cents: 123_450 }],
    ['0,01', { cents: 1 }],
    [10_000_000, { cents: 1_000_000_000 }],
    ['10 000 000,00 €', { cents: 1_000_000_000 }],
    [-1, { problem: 'negative' }],
    ['-12,50', { problem: 'negative' }],
    ['−5', { problem: 'negative' }],
    [0, { problem: 'zero' }],
    ['0,00', { problem: 'zero' }],
    ['-0', { problem: 'zero' }],
    [10_000_000.01, { problem: 'tooLarge' }],
    [1e300, { problem: 'tooLarge' }],
    ['10.000.000,01', { problem: 'tooLarge' }],
    ['20000000.123', { problem: 'tooLarge' }],
    [12.345, { problem: 'decimals' }],
    [0.001, { problem: 'decimals' }],
    ['1234,567', { problem: 'decimals' }],
    ['1.234,567', { problem: 'decimals' }],
    ['12.3456', { problem: 'decimals' }],
    ['0.125', { problem: 'decimals' }],
    // Thousands or decimals? Without the reader's language it is no amount, as parseAmount says.
    ['12,345', { problem: 'invalid' }],
    ['1.234', { problem: 'invalid' }],
    ['zehn', { problem: 'invalid' }],
    ['--5', { problem: 'invalid' }],
    ['', { problem: 'required' }],
    [' \n ', { problem: 'required' }],
    ['1.2.3', { problem: 'invalid' }],
    [Number.NaN, { problem: 'invalid' }],
  ])('checks %j as %j', (input, result) => {
    expect(checkAmount(input)).toEqual(result);
  });

  it('answers a blank price to the API as no amount; `required` is the page’s empty field', () => {
    const blank = PriceSchema.safeParse(' ');
    expect(blank.error?.issues[0]?.message).toBe('price');
  });

  it('reads three digits after the decimal separator of the reader as decimals', () => {
    expect(checkAmount('12,345', 'de')).toEqual({ problem: 'decimals' });
    expect(checkAmount('12.345', 'en')).toEqual({ problem: 'decimals' });
  });
});

// priceDoubts (price-check.ts): what the printshop's page asks about before sending (docs/product.md#offer-page).
describe('prices that are probably mistyped', () => {
  const at = (cents: number, count = 10_000) => ({ cents, count });
  const flyer = (price: QuantityPrice, ...scales: QuantityPrice[]) => ({ price, scales });

  it.each([
    // The caret before "690,00": 960.690,00 € against 690,00 €, the quantity the same.
    ['the caret before the old price', flyer(at(96_069_000)), flyer(at(69_000)), [['earlier', true, 1000, true]]],
    // The same, for a new quantity of 15,000: per piece 928 times, not 1,392.
    ['a changed quantity, per piece', flyer(at(96_069_000, 15_000)), flyer(at(69_000)), [['earlier', true, 500, true]]],
    ['exactly 5 times', flyer(at(345_000)), flyer(at(69_000)), [['earlier', true, 5, false]]],
    ['just under 5 times', flyer(at(344_999)), flyer(at(69_000)), []],
    ['a fifth', flyer(at(13_800)), flyer(at(69_000)), [['earlier', false, 5, false]]],
    ['just over a fifth', flyer(at(13_801)), flyer(at(69_000)), []],
    ['a digit too few', flyer(at(6_900)), flyer(at(69_000)), [['earlier', false, 10, false]]],
    // 690 € for 10,000 kept under 15,000 is cheaper per piece, but not a fifth: the empty field guards it.
    ['the old price under a new quantity', flyer(at(69_000, 15_000)), flyer(at(69_000)), []],
    ['no earlier price', flyer(at(96_069_000)), null, []],
    [
      'a further quantity against its own earlier price',
      flyer(at(69_000), at(3_000_000, 20_000)),
      flyer(at(69_000), at(120_000, 20_000)),
      // …and, per piece, 22 times its count price.
      [
        ['earlier', true, 20, true],
        ['curve', 20, true],
      ],
    ],
    ['a further quantity not priced before', flyer(at(69_000), at(120_000, 20_000)), flyer(at(69_000)), []],
    // 1,000 pieces at 300 € (300 € per 1,000) against 10,000 at 690 € (69 € per 1,000): 4.3 times, as set-up costs go;
    // 3,000 € for 1,000 is 43 times.
    ['a falling curve', flyer(at(69_000), at(30_000, 1_000)), null, []],
    ['the curve with a digit too many', flyer(at(69_000), at(300_000, 1_000)), null, [['curve', 20, true]]],
    ['a further quantity dearer per piece', flyer(at(69_000), at(690_000, 20_000)), null, [['curve', 5, false]]],
  ] as const)('%s', (_, now, earlier, expected) => {
    const doubts = priceDoubts(now, earlier).map((d) =>
      d.kind === 'earlier' ? [d.kind, d.high, d.times.n, d.times.over] : [d.kind, d.times.n, d.times.over],
    );
    expect(doubts).toEqual(expected);
  });

  it('names the dearest and cheapest quantity per piece of a curve', () => {
    const doubt = acrossQuantities([at(69_000), at(300_000, 1_000), at(100_000, 20_000)]);
    expect(doubt).toMatchObject({ high: at(300_000, 1_000), low: at(100_000, 20_000) });
  });

  it.each([
    [5, { n: 5, over: false }],
    [5.3, { n: 5, over: true }],
    [10, { n: 10, over: false }],
    [19.99, { n: 10, over: true }],
    [49, { n: 20, over: true }],
    [928, { n: 500, over: true }],
    [1392, { n: 1000, over: true }],
    [2000, { n: 2000, over: false }],
  ])('words a factor of %d as %j', (f, times) => {
    expect(timesOf(f)).toEqual(times);
  });
});
