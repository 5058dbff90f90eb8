import { describe, expect, it } from 'vitest';
import { formatEuros, parseEuros } from './money.ts';
import { PriceSchema } from './schemas/offers.ts';

describe('money', () => {
  it.each([
    ['1234,5', 123450],
    ['1234.56', 123456],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234.567', 123456700],
    ['1.234', null],
    ['0', 0],
    [' 12 € ', 1200],
    [12.34, 1234],
    [0.3, 30],
    [12.345, null],
    ['12,345', null],
    ['-1', null],
    ['abc', null],
    ['', null],
    ['1,2,3', null],
  ])('parses %j as %j cents', (input, cents) => {
    expect(parseEuros(input)).toBe(cents);
  });

  it('formats cents as euros in German', () => {
    expect(formatEuros(123450)).toBe('1.234,50\u00a0€');
  });

  it('validates prices', () => {
    expect(PriceSchema.safeParse('12,50').data).toBe(1250);
    expect(PriceSchema.safeParse('12,505').success).toBe(false);
    expect(PriceSchema.safeParse(1e12).success).toBe(false);
  });
});
