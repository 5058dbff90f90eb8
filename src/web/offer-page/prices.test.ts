import { describe, expect, it } from 'vitest';
import { normalizePrice } from './prices.ts';

describe('a price field once left', () => {
  it('shows two decimals in the supplier’s notation; text that is no price stays as typed', () => {
    expect(normalizePrice('1250,5', 'de')).toBe('1.250,50');
    expect(normalizePrice('1250,5', 'en')).toBe('1,250.50');
    expect(normalizePrice('1250,5', 'sk')).toBe('1\u00a0250,50');
    expect(normalizePrice('abc', 'de')).toBe('abc');
    expect(normalizePrice('', 'de')).toBe('');
  });
});
