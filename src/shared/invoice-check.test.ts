import { describe, expect, it } from 'vitest';
import { checkInvoice, type CheckFormat, type CheckTerms } from './invoice-check.ts';
import { versionChanges } from './versions.ts';

// 1,000 flyers at 500.00, tolerance ± 5 %, overs at 20.00 per 1,000, no delivery, no VAT unless a row says so.
const flyer: CheckFormat = {
  formatId: 'f1',
  title: 'Flyer A5',
  count: 1000,
  price: 50_000,
  versionChanges: 0,
  runOnPer1000: null,
  received: 1000,
};
const terms: CheckTerms = { oversPercent: 5, oversPer1000: 20_000, deliveryCost: null, vatRate: 0 };

describe('checkInvoice: the expected amount', () => {
  it.each<[string, Partial<CheckFormat>, Partial<CheckTerms>, { net: number; vat: number; counted: number }]>([
    ['exact', {}, {}, { net: 50_000, vat: 0, counted: 1000 }],
    ['2 % overs within 5 %: 20 at 20.00 per 1,000', { received: 1020 }, {}, { net: 50_400, vat: 0, counted: 1020 }],
    ['8 % overs, capped at 5 %: 50 paid', { received: 1080 }, {}, { net: 51_000, vat: 0, counted: 1050 }],
    ['3 % unders credited at the overs price', { received: 970 }, {}, { net: 49_400, vat: 0, counted: 970 }],
    ['10 % unders, beyond the tolerance, credited too', { received: 900 }, {}, { net: 48_000, vat: 0, counted: 900 }],
    [
      'no overs price: the run-on price per 1,000',
      { received: 1040, runOnPer1000: 15_000 },
      { oversPer1000: null },
      { net: 50_600, vat: 0, counted: 1040 },
    ],
    [
      'neither: pro rata of the awarded price',
      { received: 1020 },
      { oversPer1000: null },
      { net: 51_000, vat: 0, counted: 1020 },
    ],
    [
      'no tolerance stated: no overs paid',
      { received: 1020 },
      { oversPercent: null },
      { net: 50_000, vat: 0, counted: 1000 },
    ],
    ['the delivery cost once', {}, { deliveryCost: 2500 }, { net: 52_500, vat: 0, counted: 1000 }],
    [
      '19 % VAT on lines and delivery',
      {},
      { deliveryCost: 2500, vatRate: 19 },
      { net: 52_500, vat: 9975, counted: 1000 },
    ],
    ['reverse charge: 0 % VAT', { received: 1020 }, { vatRate: 0 }, { net: 50_400, vat: 0, counted: 1020 }],
    [
      'versions: 4 versions at 20.00 a change; pro rata without the changes',
      { price: 50_000 + versionChanges(4, 2000), versionChanges: versionChanges(4, 2000), received: 1020 },
      { oversPer1000: null },
      { net: 56_000 + 1000, vat: 0, counted: 1020 },
    ],
    [
      'an order without a known rate takes the invoice’s VAT',
      {},
      { vatRate: null },
      { net: 50_000, vat: 777, counted: 1000 },
    ],
  ])('%s', (_, format, changed, want) => {
    const check = checkInvoice([{ ...flyer, ...format }], { ...terms, ...changed }, { vat: 777, gross: 0, lines: [] });
    expect({ net: check.net, vat: check.vat, counted: check.lines[0]!.counted }).toEqual(want);
    expect(check.expected).toBe(want.net + want.vat);
  });

  it('explains the overs per line: the basis, the rate and the amount', () => {
    const [line] = checkInvoice([{ ...flyer, received: 1020 }], terms, { vat: 0, gross: 50_400, lines: [] }).lines;
    expect(line).toMatchObject({ awarded: 1000, received: 1020, basis: 'overs', per1000: 20_000, overs: 400 });
  });
});

describe('checkInvoice: the result', () => {
  const poster: CheckFormat = {
    ...flyer,
    formatId: 'f2',
    title: 'Poster A2',
    count: 100,
    received: 100,
    price: 30_000,
  };
  const lines = [
    { id: '1', name: 'flyer a5', net: 50_000, orderLine: '' },
    { id: 'P', name: 'Plakat', net: 30_000, orderLine: 'f2' },
    { id: '3', name: 'Fracht', net: 2500, orderLine: '' },
  ];

  it('matches within 1 minor unit, and differs beyond', () => {
    const at = (gross: number) => checkInvoice([flyer], terms, { vat: 0, gross, lines: [] });
    expect(at(50_001)).toMatchObject({ result: 'matches', difference: 1 });
    expect(at(49_999).result).toBe('matches');
    expect(at(50_002)).toMatchObject({ result: 'differs', difference: 2 });
  });

  it('matches lines by the format’s name or the order line, and lists the others', () => {
    const check = checkInvoice([flyer, poster], { ...terms, deliveryCost: 2500 }, { vat: 0, gross: 82_500, lines });
    expect(check.lines.map((l) => l.invoiced)).toEqual([50_000, 30_000]);
    expect(check.unmatched).toEqual([lines[2]]);
    expect(check.result).toBe('matches');
  });

  it('matches by the line’s place in the order, and leaves a format without a line unmatched', () => {
    const placed = [{ id: 'x', name: 'Plakate', net: 30_000, orderLine: '2' }];
    const check = checkInvoice([flyer, poster], terms, { vat: 0, gross: 0, lines: placed });
    expect(check.lines.map((l) => l.invoiced)).toEqual([null, 30_000]);
    expect(check.unmatched).toEqual([]);
  });
});
