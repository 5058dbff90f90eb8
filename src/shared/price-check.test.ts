import { describe, expect, it } from 'vitest';
import { checkEuros } from './money.ts';
import { PriceSchema } from './schemas/offers.ts';

// checkEuros (money.ts): which rule a price breaks, so that the supplier is told precisely.
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
    // Thousands or decimals? Without the reader's language it is no amount, as parseEuros says.
    ['12,345', { problem: 'invalid' }],
    ['1.234', { problem: 'invalid' }],
    ['zehn', { problem: 'invalid' }],
    ['--5', { problem: 'invalid' }],
    ['', { problem: 'required' }],
    [' \n ', { problem: 'required' }],
    ['1.2.3', { problem: 'invalid' }],
    [Number.NaN, { problem: 'invalid' }],
  ])('checks %j as %j', (input, result) => {
    expect(checkEuros(input)).toEqual(result);
  });

  it('answers a blank price to the API as no amount; `required` is the page’s empty field', () => {
    const blank = PriceSchema.safeParse(' ');
    expect(blank.error?.issues[0]?.message).toBe('price');
  });

  it('reads three digits after the decimal separator of the reader as decimals', () => {
    expect(checkEuros('12,345', 'de')).toEqual({ problem: 'decimals' });
    expect(checkEuros('12.345', 'en')).toEqual({ problem: 'decimals' });
  });
});
