import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currencies.ts';
import { apiPrice, formatCount, formatMoney, formatRate, parseCount, parseAmount, priceText } from './money.ts';
import { RatesSchema } from './schemas/currencies.ts';
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
    expect(parseAmount(input)).toBe(cents);
  });

  it("formats minor units of a currency in each reader's notation", () => {
    expect(formatMoney(123450, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney(123450, 'EUR', 'de')).toBe('1.234,50\u00a0€');
    expect(formatMoney(123450, 'EUR', 'sk')).toBe('1\u00a0234,50\u00a0€');
    expect(formatMoney(5, 'EUR', 'en')).toBe('€0.05');
    expect(formatMoney(1_250_000, 'CZK', 'sk')).toBe('12\u00a0500,00\u00a0CZK');
    expect(formatMoney(1_250_000, 'CZK', 'de')).toBe('12.500,00\u00a0CZK');
    expect(formatMoney(99_900, 'HUF', 'en')).toBe('HUF\u00a0999.00');
  });

  it('validates prices', () => {
    expect(PriceSchema.safeParse('12,50').data).toBe(1250);
    expect(PriceSchema.safeParse('12,505').success).toBe(false);
    expect(PriceSchema.safeParse(1e12).success).toBe(false);
  });
});

describe('one number format per reader', () => {
  it.each([
    ['en', '1,234', 123400],
    ['en', '1,234.50', 123450],
    ['en', '12,345,678.9', 1234567890],
    ['en', '1.234', null],
    ['de', '1.234', 123400],
    ['de', '1.234,50', 123450],
    ['de', '1,234', null],
    ['sk', '1 234,50', 123450],
    ['sk', '1\u00a0234,50', 123450],
    ['sk', '1\u202f234,50\u00a0€', 123450],
    ['sk', '12 345 678', 1234567800],
    ['sk', '12 500,00 Kč', 1250000],
    ['en', 'CHF 80.00', 8000],
    ['en', 'US$1,234.50', 123450],
    ['sk', '1.234', null],
    ['sk', '1,234', null],
  ] as const)('reads %s %j as %j cents', (language, text, cents) => {
    expect(parseAmount(text, language)).toBe(cents);
  });

  it.each(['en', 'de', 'sk'] as const)('reads back every amount it shows in %s, in every currency', (language) => {
    for (const currency of CURRENCIES) {
      for (const cents of [0, 5, 1234, 100_000, 123_456, 9_999_999_999]) {
        expect(parseAmount(formatMoney(cents, currency, language), language)).toBe(cents);
      }
    }
  });

  it.each(['en', 'de', 'sk'] as const)('shows a price field in %s with two decimals and reads it back', (language) => {
    for (const cents of [0, 5, 99_900, 123_456, 1_234_567_891]) {
      expect(parseAmount(priceText(cents, language), language)).toBe(cents);
    }
    expect(priceText(123_450, language)).toBe({ en: '1,234.50', de: '1.234,50', sk: '1\u00a0234,50' }[language]);
  });

  it('sends a price to the API as an exact decimal string', () => {
    expect(apiPrice(123_405)).toBe('1234.05');
    expect(apiPrice(7)).toBe('0.07');
    expect(apiPrice(9_999_999_999)).toBe('99999999.99');
  });

  it("formats quantities and other numbers in each reader's notation", () => {
    expect(formatCount(5000, 'en')).toBe('5,000');
    expect(formatCount(5000, 'de')).toBe('5.000');
    expect(formatCount(5000, 'sk')).toBe('5\u00a0000');
    expect(formatCount(2.5, 'en')).toBe('2.5');
    expect(formatCount(2.5, 'de')).toBe('2,5');
    expect(formatCount(250, 'sk')).toBe('250');
  });

  it.each([
    ['5000', 5000],
    ['5,000', 5000],
    ['5.000', 5000],
    ['5 000', 5000],
    ['5\u00a0000', 5000],
    [' 1,250,000 ', 1_250_000],
    ['2,5', null],
    ['5,00', null],
    ['1,000.000', null],
    ['-5', null],
    ['5k', null],
    ['', null],
  ])('reads the quantity %j as %j', (text, count) => {
    expect(parseCount(text)).toBe(count);
  });
});

describe('a rate as a rate field shows it', () => {
  it('has four decimals at least, the reader’s decimal sign, and reads back as the same rate', () => {
    expect(formatRate(0.04, 'en')).toBe('0.0400');
    expect(formatRate(0.04, 'de')).toBe('0,0400');
    expect(formatRate(25, 'sk')).toBe('25,0000');
    for (const rate of [0.04, 0.2352941176, 0.002564102564, 390.1234568, 1.5]) {
      for (const language of ['en', 'de'] as const) {
        expect(RatesSchema.parse({ CZK: formatRate(rate, language) })).toEqual({ CZK: rate });
      }
    }
  });
});
