import { describe, expect, it } from 'vitest';
import { formattersFor } from './use-format.ts';

describe('formattersFor', () => {
  it('writes amounts, quantities and dates the English way', () => {
    const f = formattersFor('en');
    expect([f.money(123_450), f.count(5000), f.date('2027-03-01')]).toEqual(['€1,234.50', '5,000', '01/03/2027']);
    expect(f.dateTime(Date.UTC(2027, 0, 5, 12))).toMatch(/^0[45]\/01\/2027 - \d\d:\d\d$/);
  });

  it('writes amounts, quantities and dates the German way', () => {
    const f = formattersFor('de');
    expect([f.money(123_450), f.count(5000), f.date('2027-03-01')]).toEqual(['1.234,50\u00a0€', '5.000', '01.03.2027']);
    expect(f.dateTime(Date.UTC(2027, 0, 5, 12))).toMatch(/^0[45]\.01\.2027 - \d\d:\d\d$/);
  });
});
