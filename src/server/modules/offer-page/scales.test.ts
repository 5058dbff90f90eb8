import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import { read, readError } from '../../test/read.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';

/** One quantity priced twice in a scale. */
const twice = (count: number) => [
  { count, price: 1 },
  { count, price: 2 },
];

describe('quantity scales, run-on, terms and alternatives', () => {
  const t = useTestApp();

  it('stores a printshop’s scales, run-on, terms and alternative; staff see them, no other printshop does', async () => {
    const { api, task, suppliers, flyerId, letterId, pub } = await scaledTask(t.app, [
      ['Druck A', 'de'],
      ['Druck B', 'en'],
    ]);
    const page = await read(pub(0).get(), PubOfferSchema);
    expect(page.task.formats).toMatchObject([
      { id: flyerId, count: 5000, counts: [1000, 2500], runOn: true },
      { id: letterId, count: 2000, counts: [], runOn: false },
    ]);
    const submitted = await pub(0).post({
      formats: [
        {
          id: flyerId,
          price: '1200,00',
          scales: [
            { count: 2500, price: '750,00' },
            { count: 1000, price: '400,00' },
          ],
          runOnPer1000: '180,00',
          alternative: { description: '115 g statt 135 g', price: '1100,00', scales: [{ count: 1000, price: 350 }] },
        },
        { id: letterId, price: 300 },
      ],
      terms: {
        oversPercent: 5,
        oversPer1000: '20,00',
        validDays: 30,
        quoteNumber: 'A-2026-114',
        note: 'Papierpreis freibleibend',
      },
    });
    const own = await read(submitted, PubOfferSchema);
    expect(own.supplierTask.sum).toBe(150_000);
    expect(own.supplierTask.formats[0]).toEqual({
      id: flyerId,
      price: 120_000,
      // It answers the flyer as sent (revision 1), priced for its 5,000 pieces.
      revision: 1,
      count: 5000,
      scales: [
        { count: 1000, price: 40_000 },
        { count: 2500, price: 75_000 },
      ],
      runOnPer1000: 18_000,
      alternative: { description: '115 g statt 135 g', price: 110_000, scales: [{ count: 1000, price: 35_000 }] },
    });
    expect(own.supplierTask.terms).toEqual({
      oversPercent: 5,
      oversPer1000: 2000,
      validDays: 30,
      quoteNumber: 'A-2026-114',
      note: 'Papierpreis freibleibend',
      deliveryCost: null,
      leadDays: null,
    });

    // Another printshop's page shows its own (empty) offer and the rank, nothing of A's prices or terms.
    const other = await pub(1).get();
    const { supplierTask } = await read(other, PubOfferSchema);
    expect(supplierTask).toMatchObject({ sum: null, terms: null });
    expect(supplierTask.formats[0]).toEqual({
      id: flyerId,
      price: null,
      revision: null,
      count: null,
      scales: [],
      runOnPer1000: null,
      alternative: null,
    });
    for (const secret of ['A-2026-114', '115 g', '75000', '18000', 'Papierpreis'])
      expect(other.body).not.toContain(secret);

    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.formats[0]).toMatchObject({ id: flyerId, count: 5000, counts: [1000, 2500], runOn: true });
    expect(comparison.offers[0]).toMatchObject({
      supplierId: suppliers[0]!.id,
      sum: 150_000,
      terms: { quoteNumber: 'A-2026-114', validDays: 30 },
      prices: [
        { id: flyerId, runOnPer1000: 18_000, alternative: { description: '115 g statt 135 g' } },
        { id: letterId },
      ],
    });
    expect(comparison.lowestScales).toEqual([
      { id: flyerId, count: 1000, price: 40_000 },
      { id: flyerId, count: 2500, price: 75_000 },
    ]);
    expect(comparison.lowestRunOn).toEqual([{ id: flyerId, price: 18_000 }]);
    expect(comparison.offers[0]!.prices[0]!.scales).toHaveLength(2);
    expect(comparison.offers[0]!.latest).not.toBeNull();
  });

  it('ranks on the count prices only, and takes the spec’s { id, price } body as before', async () => {
    const { pub, flyerId, letterId } = await scaledTask(t.app, [
      ['Druck A', 'de'],
      ['Druck B', 'de'],
    ]);
    const plain = await pub(1).post({
      formats: [
        { id: flyerId, price: 1200 },
        { id: letterId, price: 300 },
      ],
    });
    expect(await read(plain, PubOfferSchema)).toMatchObject({
      position: 1,
      supplierTask: { sum: 150_000, terms: null },
    });
    // A is far cheaper for 1,000 and 2,500 pieces and on run-on, but dearer at the count.
    const scaled = await pub(0).post({
      formats: [
        {
          id: flyerId,
          price: 1300,
          scales: [
            { count: 1000, price: 10 },
            { count: 2500, price: 20 },
          ],
          runOnPer1000: 1,
        },
        { id: letterId, price: 300 },
      ],
    });
    expect(await read(scaled, PubOfferSchema)).toMatchObject({ position: 2, percentage: 100 });
    expect(await read(pub(0).get(), PubOfferSchema)).toMatchObject({ position: 2, percentage: 100 });
  });

  it('refuses a price for a quantity not asked, run-on not asked, and prices of one quantity twice', async () => {
    const { pub, flyerId, letterId } = await scaledTask(t.app, [['Druck A', 'de']]);
    const notAsked = /was not asked for/;
    const cases: [object, string, string, RegExp][] = [
      [
        { id: flyerId, price: 1, scales: [{ count: 3000, price: 1 }] },
        'QUANTITY_NOT_ASKED',
        'formats.0.scales.0.count',
        notAsked,
      ],
      [
        { id: flyerId, price: 1, scales: [{ count: 5000, price: 1 }] },
        'QUANTITY_NOT_ASKED',
        'formats.0.scales.0.count',
        notAsked,
      ],
      [
        {
          id: flyerId,
          price: 1,
          scales: twice(1000),
        },
        // Asked for, but priced twice: its own code and words, not "not asked for".
        'QUANTITY_REPEATED',
        'formats.0.scales.1.count',
        /1000 pieces are priced twice/,
      ],
      [
        {
          id: flyerId,
          price: 1,
          alternative: {
            description: 'x',
            price: 1,
            scales: twice(2500),
          },
        },
        'QUANTITY_REPEATED',
        'formats.0.alternative.scales.1.count',
        /priced twice/,
      ],
      [
        { id: flyerId, price: 1, alternative: { description: 'x', price: 1, scales: [{ count: 4, price: 1 }] } },
        'QUANTITY_NOT_ASKED',
        'formats.0.alternative.scales.0.count',
        notAsked,
      ],
    ];
    for (const [entry, code, field, message] of cases) {
      const res = await pub(0).post({ formats: [entry, { id: letterId, price: 1 }] });
      expect(await readError(res, 400), field).toMatchObject({ code, field, message: expect.stringMatching(message) });
    }
    const runOn = await pub(0).post({
      formats: [
        { id: flyerId, price: 1 },
        { id: letterId, price: 1, runOnPer1000: 1 },
      ],
    });
    expect(await readError(runOn, 400)).toMatchObject({
      code: 'RUN_ON_NOT_ASKED',
      field: 'formats.1.runOnPer1000',
    });
    const terms = await pub(0).post({
      formats: [
        { id: flyerId, price: 1 },
        { id: letterId, price: 1 },
      ],
      terms: { validDays: 0 },
    });
    expect(await readError(terms, 400)).toMatchObject({
      code: 'INVALID',
      field: 'terms.validDays',
      key: 'tooSmall',
    });
    const alternative = await pub(0).post({
      formats: [
        { id: flyerId, price: 1, alternative: { description: ' ', price: 1 } },
        { id: letterId, price: 1 },
      ],
    });
    expect(await readError(alternative, 400)).toMatchObject({
      code: 'INVALID',
      field: 'formats.0.alternative.description',
      key: 'required',
    });
  });
});
