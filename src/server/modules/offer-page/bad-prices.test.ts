import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import { read, readError } from '../../test/read.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';

type Price = number | string;

// A price is more than 0, at most 10,000,000 € and has at most two decimals; the 400 says which rule.
const rules: [string, Price[], string, Record<string, number>][] = [
  ['A price must not be negative', [-1, '-12,50', ' -0.01 '], 'priceNegative', {}],
  ['A price must be more than 0', [0, '0', '0,00', '0.00 €'], 'priceZero', {}],
  [
    'A price must be at most 10000000 in its currency',
    [10_000_000.01, 1e12, '10.000.000,01', '10000001', '20,000,000.00'],
    'priceTooLarge',
    { max: 10_000_000 },
  ],
  ['A price has at most two decimals', [12.345, '1234,567', '1.234,567', '12.3456'], 'priceDecimals', {}],
];

describe('bad prices', () => {
  const t = useTestApp();

  it('names the rule a price broke, at its field: the price, a scale, run-on, the alternative, overs', async () => {
    const { pub, flyerId, letterId } = await scaledTask(t.app, [['Druck A', 'de']]);
    const letter = { id: letterId, price: 1 };
    const places: [string, (price: Price) => object][] = [
      ['formats.0.price', (price) => ({ formats: [{ id: flyerId, price }, letter] })],
      [
        'formats.0.scales.1.price',
        (price) => ({
          formats: [
            {
              id: flyerId,
              price: 1,
              scales: [
                { count: 1000, price: 1 },
                { count: 2500, price },
              ],
            },
            letter,
          ],
        }),
      ],
      ['formats.0.runOnPer1000', (price) => ({ formats: [{ id: flyerId, price: 1, runOnPer1000: price }, letter] })],
      [
        'formats.0.alternative.price',
        (price) => ({ formats: [{ id: flyerId, price: 1, alternative: { description: '115 g', price } }, letter] }),
      ],
      [
        'terms.oversPer1000',
        (price) => ({ formats: [{ id: flyerId, price: 1 }, letter], terms: { oversPer1000: price } }),
      ],
    ];
    for (const [field, body] of places) {
      for (const [sentence, prices, key, params] of rules) {
        for (const price of prices) {
          const res = await pub(0).post(body(price));
          const about = `${field} = ${JSON.stringify(price)}`;
          expect(await readError(res, 400), about).toEqual({
            code: 'INVALID',
            field,
            key,
            params,
            message: `${field}: ${sentence}`,
          });
        }
      }
    }
    expect((await read(pub(0).get(), PubOfferSchema)).supplierTask.sum).toBeNull();
  });

  it('keeps the old answer for text that is no amount at all', async () => {
    const { pub, flyerId, letterId } = await scaledTask(t.app, [['Druck A', 'de']]);
    for (const price of ['zehn', '1,234', '12,505', '1.2.3', '--5']) {
      const res = await pub(0).post({
        formats: [
          { id: flyerId, price },
          { id: letterId, price: 1 },
        ],
      });
      expect(await readError(res, 400), price).toMatchObject({
        code: 'INVALID',
        field: 'formats.0.price',
        key: 'price',
      });
    }
  });

  it('takes prices from 0.01 € up to 10,000,000 € each, and a sum above that', async () => {
    const { pub, flyerId, letterId } = await scaledTask(t.app, [['Druck A', 'de']]);
    const res = await pub(0).post({
      formats: [
        { id: flyerId, price: '10.000.000,00', scales: [{ count: 1000, price: 0.01 }], runOnPer1000: '0,01' },
        { id: letterId, price: 10_000_000 },
      ],
      terms: { oversPer1000: '9999999.99' },
    });
    expect((await read(res, PubOfferSchema)).supplierTask).toMatchObject({
      sum: 2_000_000_000,
      formats: [
        { price: 1_000_000_000, scales: [{ count: 1000, price: 1 }], runOnPer1000: 1 },
        { price: 1_000_000_000 },
      ],
      terms: { oversPer1000: 999_999_999 },
    });
  });
});
