import { describe, expect, it } from 'vitest';
import { countryOf, taxFor, taxed, vatOf, type Tax } from './tax.ts';

const party = (country: string, vatNumber = '') => ({ country, vatNumber });

describe('taxFor', () => {
  it.each<[string, ReturnType<typeof party>, ReturnType<typeof party>, Tax]>([
    // Domestic pairs: that country's standard rate, by address country or by VAT number.
    ['DE → DE by country', party('DE'), party('DE'), { kind: 'domestic', country: 'DE', rate: 19 }],
    [
      'AT by VAT numbers',
      party('', 'ATU12345678'),
      party('', 'ATU87654321'),
      { kind: 'domestic', country: 'AT', rate: 20 },
    ],
    ['SK', party('SK', 'SK2020123456'), party('SK'), { kind: 'domestic', country: 'SK', rate: 23 }],
    ['CZ', party('cz'), party('CZ'), { kind: 'domestic', country: 'CZ', rate: 21 }],
    ['PL', party('PL'), party('', 'PL1234567890'), { kind: 'domestic', country: 'PL', rate: 23 }],
    ['HU', party('HU'), party('HU'), { kind: 'domestic', country: 'HU', rate: 27 }],
    ['FI (a decimal rate)', party('FI'), party('FI'), { kind: 'domestic', country: 'FI', rate: 25.5 }],
    ['GR by its EL prefix', party('', 'EL123456789'), party('GR'), { kind: 'domestic', country: 'GR', rate: 24 }],
    ['CH, outside the EU, domestic', party('CH'), party('CH'), { kind: 'domestic', country: 'CH', rate: 8.1 }],
    ['a country without a known rate', party('US'), party('US'), { kind: 'unknown', country: 'US', rate: null }],
    // Intra-EU B2B with both VAT numbers: reverse charge.
    [
      'DE buyer → SK printshop',
      party('DE', 'DE123456789'),
      party('SK', 'SK2020123456'),
      { kind: 'reverse-charge', country: null, rate: 0 },
    ],
    [
      'by VAT prefixes alone',
      party('', 'DE123456789'),
      party('', 'ATU12345678'),
      { kind: 'reverse-charge', country: null, rate: 0 },
    ],
    // An EU pair without both VAT numbers: the printshop's country's rate.
    [
      'buyer without VAT number',
      party('DE'),
      party('SK', 'SK2020123456'),
      { kind: 'eu-no-vat-id', country: 'SK', rate: 23 },
    ],
    [
      'printshop without VAT number',
      party('DE', 'DE123456789'),
      party('AT'),
      { kind: 'eu-no-vat-id', country: 'AT', rate: 20 },
    ],
    // Outside the EU: no VAT charged by the order, either way round, VAT numbers or not.
    [
      'DE buyer → CH printshop',
      party('DE', 'DE123456789'),
      party('CH', 'CHE123'),
      { kind: 'outside-eu', country: null, rate: 0 },
    ],
    [
      'GB buyer → DE printshop',
      party('GB'),
      party('DE', 'DE123456789'),
      { kind: 'outside-eu', country: null, rate: 0 },
    ],
    // Missing countries: one known makes the pair domestic there; none, unknown.
    ['printshop country unknown', party('AT'), party(''), { kind: 'domestic', country: 'AT', rate: 20 }],
    ['buyer country unknown', party(''), party('', 'DE123456789'), { kind: 'domestic', country: 'DE', rate: 19 }],
    ['both unknown', party(''), party('', '123'), { kind: 'unknown', country: null, rate: null }],
  ])('%s', (_, buyer, supplier, tax) => {
    expect(taxFor(buyer, supplier)).toEqual(tax);
  });

  it('takes a rate table of the caller’s in place of the standard one', () => {
    expect(taxFor(party('US'), party('US'), { US: 7 })).toEqual({ kind: 'domestic', country: 'US', rate: 7 });
  });
});

describe('the amounts', () => {
  it('rounds the VAT half up to a whole minor unit, in integers', () => {
    expect(vatOf(100_000, 19)).toBe(19_000);
    expect(vatOf(1_005, 19)).toBe(191); // 190.95
    expect(vatOf(1_000, 25.5)).toBe(255);
    expect(vatOf(1_000, null)).toBe(0);
    expect(taxed(115_000, { kind: 'domestic', country: 'SK', rate: 23 })).toEqual({
      net: 115_000,
      vat: 26_450,
      gross: 141_450,
    });
    expect(taxed(115_000, { kind: 'reverse-charge', country: null, rate: 0 })).toEqual({
      net: 115_000,
      vat: 0,
      gross: 115_000,
    });
  });

  it('reads a country from the address field first, then the VAT number', () => {
    expect(countryOf(party('at', 'DE1'))).toBe('AT');
    expect(countryOf(party('', ' sk 2020123456'))).toBe('SK');
    expect(countryOf(party('Germany', ''))).toBeNull();
  });
});
