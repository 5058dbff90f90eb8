import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import {
  acceptAsksReason,
  awardBody,
  bothAmounts,
  isComplete,
  offersFor,
  optionsOf,
  ordersOf,
  suggestedChoices,
} from './award.ts';

const flyer = { id: 'f', title: 'Flyer', count: 5000, counts: [1000], runOn: true, addedAt: null };
const letter = { id: 'l', title: 'Letter', count: 2000, counts: [], runOn: false, addedAt: null };
type Entry = { id: string; price: number; scales?: { count: number; price: number }[]; alternative?: object };
const offer = (supplierId: string, prices: Entry[], deliveryCost: number | null = null) =>
  ({
    supplierId,
    name: `Shop ${supplierId}`,
    stale: false,
    staleFormats: [],
    deleted: false,
    sum: prices.reduce((s, p) => s + p.price, 0),
    prices: prices.map((p) => ({ scales: [], runOnPer1000: null, alternative: null, ...p })),
    terms: { deliveryCost },
  }) as unknown as Comparison['offers'][number];
const comparison = {
  formats: [flyer, letter],
  offers: [
    offer('a', [
      { id: 'f', price: 100_000, scales: [{ count: 1000, price: 40_000 }] },
      { id: 'l', price: 60_000 },
    ]),
    offer('b', [
      { id: 'f', price: 120_000, alternative: { description: '115 g', price: 90_000, scales: [] } },
      { id: 'l', price: 30_000 },
    ]),
    offer('c', [{ id: 'l', price: 35_000 }]),
  ],
} as unknown as Comparison;
const [a, b] = comparison.offers as [Comparison['offers'][number], Comparison['offers'][number]];

describe('an award per format', () => {
  it('offers each quantity an offer priced, the count first, and its alternative', () => {
    expect(optionsOf(comparison, flyer, a)).toEqual([
      { key: 'count:5000', count: 5000, price: 100_000, converted: null, alternative: null },
      { key: 'count:1000', count: 1000, price: 40_000, converted: null, alternative: null },
    ]);
    expect(optionsOf(comparison, flyer, b).map((o) => o.key)).toEqual(['count:5000', 'alternative']);
    expect(optionsOf(comparison, flyer, comparison.offers[2]!)).toEqual([]);
  });

  it('weighs an offer in another currency in the task’s, at the comparison’s rate, and keeps its own price', () => {
    // 20,000 CZK and 20,000 CZK at 0.04 €: 800 € each. a's Flyer costs 1,000 €, its Letter 600 €.
    const inCzk = {
      ...offer('d', [
        { id: 'f', price: 2_000_000 },
        { id: 'l', price: 2_000_000 },
      ]),
      currency: 'CZK',
    } as Comparison['offers'][number];
    const inEur = { ...a, currency: 'EUR' } as Comparison['offers'][number];
    const mixed = { ...comparison, currency: 'EUR', rates: { CZK: 0.04 }, offers: [inEur, inCzk] } as Comparison;
    expect(suggestedChoices(mixed)).toEqual({
      f: { supplierId: 'd', option: 'count:5000' },
      l: { supplierId: 'a', option: 'count:2000' },
    });
    expect(offersFor(mixed, flyer).map((o) => o.supplierId)).toEqual(['d', 'a']);
    expect(optionsOf(mixed, flyer, inCzk)).toEqual([
      { key: 'count:5000', count: 5000, price: 2_000_000, currency: 'CZK', converted: 80_000, alternative: null },
    ]);
    const money = (amount: number, currency: string) => `${amount / 100} ${currency}`;
    expect(bothAmounts(money, 'EUR', optionsOf(mixed, flyer, inCzk)[0]!)).toBe('20000 CZK (≈ 800 EUR)');
    expect(bothAmounts(money, 'EUR', optionsOf(mixed, flyer, inEur)[0]!)).toBe('1000 EUR');
  });

  it('starts from the cheapest printshops, and counts each one’s delivery once', () => {
    const choices = suggestedChoices(comparison);
    expect(choices).toEqual({
      f: { supplierId: 'a', option: 'count:5000' },
      l: { supplierId: 'b', option: 'count:2000' },
    });
    expect(ordersOf(comparison, choices).map((o) => [o.name, o.formats.map((f) => f.title)])).toEqual([
      ['Shop a', ['Flyer']],
      ['Shop b', ['Letter']],
    ]);
    // b's 250 € delivery makes its Letter dearer landed than c's, 50 € dearer by price with free delivery.
    const [, , c] = comparison.offers;
    const delivered = {
      ...comparison,
      offers: [a, { ...b, terms: { ...b.terms, deliveryCost: 25_000 } }, { ...c!, terms: { deliveryCost: 0 } }],
    };
    expect(suggestedChoices(delivered as Comparison)).toEqual({
      f: { supplierId: 'a', option: 'count:5000' },
      l: { supplierId: 'c', option: 'count:2000' },
    });
  });

  it('sends what was chosen, once every format has a choice', () => {
    const choices = { f: { supplierId: 'b', option: 'alternative' }, l: { supplierId: 'b', option: 'count:2000' } };
    expect(isComplete(comparison, choices)).toBe(true);
    expect(awardBody(comparison, choices, false)).toEqual({
      awards: [
        { formatId: 'f', supplierId: 'b', count: 5000, alternative: true },
        { formatId: 'l', supplierId: 'b', count: 2000, alternative: false },
      ],
      notifyOthers: false,
    });
    expect(isComplete(comparison, { f: { supplierId: 'c', option: 'count:5000' } })).toBe(false);
  });

  it('offers no printshop deleted since it offered, nor an offer to confirm', () => {
    const gone = { ...a, supplierId: 'gone', name: 'Shop gone', deleted: true, sum: 1 };
    const old = { ...b, supplierId: 'old', name: 'Shop old', stale: true, staleFormats: ['f', 'l'], sum: 1 };
    const cheap = (offer: typeof a) => ({ ...offer, prices: offer.prices.map((p) => ({ ...p, price: 1 })) });
    const withGone = { ...comparison, offers: [cheap(gone), cheap(old), ...comparison.offers] };
    expect(offersFor(withGone, flyer).map((o) => o.supplierId)).toEqual(['a', 'b']);
    expect(suggestedChoices(withGone)).toEqual(suggestedChoices(comparison));
  });

  it('offers the formats of an offer priced as they are, not the one whose price waits to be confirmed', () => {
    // An amendment changed the flyer: the cheap offer's flyer waits, its letter is current and cheapest.
    const partly = {
      ...a,
      supplierId: 'p',
      name: 'Shop p',
      stale: true,
      staleFormats: ['f'],
      prices: a.prices.map((p) => ({ ...p, price: 1 })),
    };
    const withPartly = { ...comparison, offers: [partly, ...comparison.offers] };
    expect(offersFor(withPartly, flyer).map((o) => o.supplierId)).toEqual(['a', 'b']);
    expect(offersFor(withPartly, letter).map((o) => o.supplierId)).toEqual(['p', 'b', 'c', 'a']);
    expect(suggestedChoices(withPartly)).toEqual({
      f: { supplierId: 'a', option: 'count:5000' },
      l: { supplierId: 'p', option: 'count:2000' },
    });
  });

  it('lists a format’s printshops cheapest incl. delivery first, as the comparison marks lowest', () => {
    const delivered = { ...comparison, offers: [a, { ...b, terms: { deliveryCost: 40_000 } }, comparison.offers[2]!] };
    // b's letter is 300 € by price, 700 € landed; c's 350 € and a's 600 € have no delivery cost.
    expect(offersFor(delivered as Comparison, letter).map((o) => o.supplierId)).toEqual(['c', 'a', 'b']);
  });
});

describe('accepting a whole offer', () => {
  const scored = (supplierId: string, sum: number, total: number | null, complete = true) =>
    ({ supplierId, sum, complete, score: total === null ? null : { total } }) as Comparison['offers'][number];
  const weighed = {
    scoring: { price: 60, leadTime: 20, quality: 20, certificates: 0 },
    bestScore: { total: 94.5, formats: [] },
    offers: [
      scored('low', 1500, 90),
      scored('best', 1650, 94.5),
      scored('third', 1800, 80),
      scored('part', 900, null, false),
    ],
  } as unknown as Comparison;

  it('asks why only for an offer neither lowest (partial offers aside) nor best scored, and only under weights', () => {
    expect(['low', 'best', 'third', 'part'].map((id) => acceptAsksReason(weighed, id))).toEqual([
      false,
      false,
      true,
      false,
    ]);
    const priceOnly = { ...weighed, scoring: { price: 100, leadTime: 0, quality: 0, certificates: 0 } };
    expect(acceptAsksReason(priceOnly as Comparison, 'third')).toBe(false);
    expect(acceptAsksReason(undefined, 'third')).toBe(false);
  });
});
