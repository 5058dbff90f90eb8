import { describe, expect, it } from 'vitest';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { checkOffer, fieldKey, initialAlternatives, initialValues, NO_OFFER } from './offer-fields.ts';

const format = (id: string, counts: number[], runOn: boolean) =>
  ({ id, count: 5000, counts, runOn }) as PubOffer['task']['formats'][number];
const flyer = format('f', [1000, 2500], true);
const letter = format('l', [], false);

describe('the offer form', () => {
  it('needs only the count prices; sends further quantities, run-on, an alternative and terms when given', () => {
    const values = {
      f: '1.200,00',
      'f@1000': '400',
      'f@2500': '',
      'f+run-on': '180,5',
      'f~description': ' 115 g statt 135 g ',
      'f~': '1100',
      l: '300',
      'terms.oversPercent': '7,5',
      'terms.validDays': '30',
      'terms.quoteNumber': 'A-114',
    };
    const { errors, body, total, missing } = checkOffer([flyer, letter], values, new Set(['f']));
    expect(errors).toEqual({});
    expect({ total, missing }).toEqual({ total: 150_000, missing: 0 });
    expect(body).toEqual({
      formats: [
        {
          id: 'f',
          price: '1200.00',
          scales: [{ count: 1000, price: '400.00' }],
          runOnPer1000: '180.50',
          alternative: { description: '115 g statt 135 g', price: '1100.00', scales: [] },
        },
        { id: 'l', price: '300.00', scales: [] },
      ],
      terms: { oversPercent: 7.5, validDays: 30, quoteNumber: 'A-114' },
    });
    // A closed alternative is not sent; run-on is not sent where it was not asked.
    const plain = checkOffer([flyer, letter], { ...values, 'l+run-on': '9' }, new Set());
    expect(plain.body?.formats.map((f) => 'alternative' in f)).toEqual([false, false]);
    expect(plain.body?.formats[1]).toEqual({ id: 'l', price: '300.00', scales: [] });
  });

  it('counts a delivery cost into the total, takes 0 for free delivery, and checks the lead time', () => {
    const base = { f: '1000', l: '500' };
    const paid = checkOffer(
      [flyer, letter],
      { ...base, 'terms.deliveryCost': '120,50', 'terms.leadDays': '8' },
      new Set(),
      'de',
    );
    expect(paid.total).toBe(162_050);
    expect(paid.body?.terms).toEqual({ deliveryCost: '120.50', leadDays: 8 });
    const free = checkOffer([flyer, letter], { ...base, 'terms.deliveryCost': '0' }, new Set(), 'de');
    expect([free.errors, free.total, free.body?.terms]).toEqual([{}, 150_000, { deliveryCost: '0.00' }]);
    const wrong = checkOffer(
      [flyer, letter],
      { ...base, 'terms.deliveryCost': '-3', 'terms.leadDays': '400' },
      new Set(),
    );
    expect(wrong.errors).toEqual({ 'terms.deliveryCost': 'negative', 'terms.leadDays': 'leadDays' });
  });

  it('names each field that is wrong, and counts the missing count prices', () => {
    const values = {
      f: '',
      'f@1000': '12,345',
      'f~': '',
      l: '300',
      'terms.oversPercent': '120',
      'terms.validDays': '2.5',
    };
    const { errors, body, total, missing } = checkOffer([flyer, letter], values, new Set(['f']));
    expect(body).toBeNull();
    expect({ total, missing }).toEqual({ total: 30_000, missing: 1 });
    expect(errors).toEqual({
      f: 'required',
      'f@1000': 'invalid',
      'f~description': 'description',
      'f~': 'required',
      'terms.oversPercent': 'percent',
      'terms.validDays': 'days',
    });
  });

  it('sends with each price its format’s revision, so an amendment of that format meanwhile is refused', () => {
    const values = { f: '1200', l: '300' };
    const revised = [
      { ...flyer, revision: 3 },
      { ...letter, revision: 1 },
    ];
    expect(checkOffer(revised, values, new Set(), 'en').body).toStrictEqual({
      formats: [
        { id: 'f', price: '1200.00', revision: 3, scales: [] },
        { id: 'l', price: '300.00', revision: 1, scales: [] },
      ],
    });
    expect(checkOffer(revised, { f: '' }, new Set(), 'en').body).toBeNull();
  });

  it('starts from the current offer in the printshop’s number format', () => {
    const offer = {
      supplier: { language: 'sk' },
      task: { amendments: [] },
      supplierTask: {
        formats: [
          {
            id: 'f',
            price: 123_450,
            scales: [{ count: 1000, price: 40_000 }],
            runOnPer1000: 18_000,
            alternative: { description: 'Recyklovaný papier', price: 100_000, scales: [] },
          },
        ],
        terms: { oversPercent: 10, oversPer1000: null, validDays: 30, quoteNumber: 'Q1', note: '' },
        staleFormats: [],
      },
    } as unknown as PubOffer;
    const values = initialValues(offer);
    expect(values[fieldKey.price('f')]).toMatch(/^1\s234,50$/);
    expect(values[fieldKey.scale('f', 1000)]).toBe('400,00');
    expect(values[fieldKey.altDescription('f')]).toBe('Recyklovaný papier');
    expect(values[fieldKey.term('validDays')]).toBe('30');
    expect(values[fieldKey.term('oversPer1000')]).toBe('');
    expect(initialAlternatives(offer)).toEqual(new Set(['f']));
  });

  // docs/product.md#amendments: a price for the old quantity must not go out again by one tap on "confirm".
  it('starts a format changed since its price with empty prices, the other formats and the terms as sent', () => {
    const entry = (id: string, price: number) => ({
      ...{ id, price, revision: 1, count: 10_000, scales: [{ count: 20_000, price: price * 2 }] },
      ...{ runOnPer1000: 6_900, alternative: { description: '115 g', price: price - 1, scales: [] } },
    });
    const offer = {
      supplier: { language: 'de' },
      task: { amendments: [] },
      supplierTask: {
        formats: [entry('f', 69_000), entry('l', 30_000)],
        submittedAt: 1,
        staleFormats: ['f'],
        terms: {
          ...{ oversPercent: null, oversPer1000: null, validDays: null, quoteNumber: '', note: '' },
          deliveryCost: 5_000,
          leadDays: 5,
        },
      },
    } as unknown as PubOffer;
    const values = initialValues(offer);
    for (const key of [fieldKey.price('f'), fieldKey.scale('f', 20_000), fieldKey.runOn('f'), fieldKey.altPrice('f')]) {
      expect(values[key]).toBe('');
    }
    expect(values[fieldKey.noOffer('f')]).toBeUndefined();
    // Its alternative stays open with what it is, to be priced again or removed.
    expect(values[fieldKey.altDescription('f')]).toBe('115 g');
    expect(values[fieldKey.price('l')]).toBe('300,00');
    expect(values[fieldKey.scale('l', 20_000)]).toBe('600,00');
    expect(values[fieldKey.term('deliveryCost')]).toBe('50,00');
  });

  // docs/product.md#offers-and-ranks: a printshop prices the formats it offers, at least one.
  describe('with "No offer for this format"', () => {
    const none = (id: string) => ({ [fieldKey.noOffer(id)]: NO_OFFER });

    it('leaves a ticked format out of the body, whatever its fields still hold, and out of the total', () => {
      const values = { ...none('f'), f: '', 'f@1000': 'abc', 'f+run-on': '-1', 'f~': '', l: '300' };
      const { errors, noneOffered, body, total, missing } = checkOffer([flyer, letter], values, new Set(['f']));
      expect({ errors, noneOffered, total, missing }).toEqual({
        errors: {},
        noneOffered: false,
        total: 30_000,
        missing: 0,
      });
      expect(body).toEqual({ formats: [{ id: 'l', price: '300.00', scales: [] }] });
    });

    it('asks for at least one priced format', () => {
      const values = { ...none('f'), ...none('l'), f: '1200', l: '300' };
      const { errors, noneOffered, body, missing } = checkOffer([flyer, letter], values, new Set());
      expect({ errors, noneOffered, body, missing }).toEqual({ errors: {}, noneOffered: true, body: null, missing: 0 });
    });

    it('still needs the price of a format not ticked: priced or marked, the printshop decides', () => {
      const { errors, body, missing } = checkOffer([flyer, letter], { ...none('f'), l: ' ' }, new Set());
      expect({ errors, body, missing }).toEqual({ errors: { l: 'required' }, body: null, missing: 1 });
      // Unticked (an empty value), the format is priced again.
      const unticked = checkOffer([flyer, letter], { [fieldKey.noOffer('f')]: '', f: '900', l: '300' }, new Set());
      expect(unticked.body?.formats.map((f) => f.id)).toEqual(['f', 'l']);
    });

    it('ticks the formats a sent offer left out, not before the first offer nor one an amendment added since', () => {
      const entry = (id: string, price: number | null) => ({
        id,
        price,
        scales: [],
        runOnPer1000: null,
        alternative: null,
      });
      const added = { field: 'format', formatId: 'n', change: 'added', title: 'New', old: null, new: null };
      const offer = (submittedAt: number | null) =>
        ({
          supplier: { language: 'en' },
          task: { amendments: [{ number: 1, message: '', changes: [added], pricesChanged: true, createdAt: 20 }] },
          supplierTask: {
            formats: [entry('f', 120_000), entry('l', null), entry('n', null)],
            submittedAt,
            staleFormats: [],
            terms: null,
          },
        }) as unknown as PubOffer;
      const ticked = (values: Record<string, string>) =>
        ['f', 'l', 'n'].filter((id) => values[fieldKey.noOffer(id)] === NO_OFFER);
      expect(ticked(initialValues(offer(10)))).toEqual(['l']);
      expect(ticked(initialValues(offer(30)))).toEqual(['l', 'n']);
      expect(ticked(initialValues(offer(null)))).toEqual([]);
    });
  });
});
