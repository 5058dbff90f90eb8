import { describe, expect, it } from 'vitest';
import { parseEuros } from '../../shared/money.ts';
import { apiPrice, checkPrice, normalizePrice, priceText } from './prices.ts';

describe('prices on the offer page', () => {
  it('shows two decimals in the supplier notation, and parses back to the same cents', () => {
    for (const cents of [0, 5, 99_900, 123_456, 1_234_567_891]) {
      expect(parseEuros(priceText(cents, 'de'))).toBe(cents);
      expect(parseEuros(priceText(cents, 'en'))).toBe(cents);
    }
    expect(priceText(123_450, 'de')).toBe('1.234,50');
    expect(priceText(123_450, 'en')).toBe('1,234.50');
  });

  it('sends exact decimal strings', () => {
    expect(apiPrice(123_405)).toBe('1234.05');
    expect(apiPrice(7)).toBe('0.07');
    expect(apiPrice(9_999_999_999)).toBe('99999999.99');
  });

  it('accepts comma or point and says why other text is no price', () => {
    expect(checkPrice('1250,5')).toEqual({ cents: 125_050 });
    expect(checkPrice(' 1250.50 ')).toEqual({ cents: 125_050 });
    expect(checkPrice('')).toEqual({ error: 'required' });
    expect(checkPrice('12,345')).toEqual({ error: 'invalid' });
    expect(checkPrice('-3')).toEqual({ error: 'negative' });
    expect(checkPrice('0,00')).toEqual({ error: 'zero' });
    expect(checkPrice('10000000,01')).toEqual({ error: 'tooLarge' });
    expect(checkPrice('12,5001')).toEqual({ error: 'decimals' });
    expect(normalizePrice('1250,5', 'de')).toBe('1.250,50');
    expect(normalizePrice('1250,5', 'en')).toBe('1,250.50');
    expect(normalizePrice('abc', 'de')).toBe('abc');
  });
});
