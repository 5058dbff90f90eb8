import { describe, expect, it } from 'vitest';
import { offerToken } from '../../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { completeTask, flyer } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { FormatSchema } from '../../../shared/schemas/formats.ts';
import { type Supplier, SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { PriceHistorySchema } from '../../../shared/schemas/prices.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';

describe('price history of a stored format', () => {
  const t = useTestApp();

  /** A staff member with a stored format and two printshops. */
  async function setup() {
    const api = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const { count: _, ...stored } = flyer;
    const format = await read(api.put('/api/formats', stored), FormatSchema);
    const suppliers: Supplier[] = [];
    for (const name of ['Druck Alpha', 'Druck Beta']) {
      suppliers.push(
        await read(api.put('/api/suppliers', { name, email: `${name.split(' ')[1]}@druck.de` }), SupplierSchema),
      );
    }
    return { api, format, suppliers };
  }

  type Setup = Awaited<ReturnType<typeof setup>>;

  /** A sent tender of the stored format at `count`, with a free format beside it, and the printshops' prices. */
  async function offeredTask(
    { api, format, suppliers }: Setup,
    name: string,
    count: number,
    prices: number[],
    deliveries: number[] = [],
    { change = {}, currencies = [] }: { change?: Parameters<typeof completeTask>[0]; currencies?: string[] } = {},
  ) {
    const formats = [
      { ...flyer, count, formatId: format.id },
      { ...flyer, title: 'Frei', count: 100 },
    ];
    const task = await read(api.put('/api/tasks', completeTask({ name, formats, ...change })), TaskSchema);
    expect(task.formats[0]!.formatId).toBe(format.id);
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    for (const [i, price] of prices.entries()) {
      const supplierId = suppliers[i]!.id;
      const res = t.app.inject({
        method: 'POST',
        url: `/api/pub/tasks/${task.id}/${supplierId}`,
        headers: { [OFFER_TOKEN_HEADER]: offerToken(t.app.deps.config.appSecret, task.id, supplierId) },
        payload: {
          formats: task.formats.map((f, k) => ({ id: f.id, price: k ? 50 : price })),
          ...(deliveries[i] === undefined ? {} : { terms: { deliveryCost: deliveries[i] } }),
          ...(currencies[i] === undefined ? {} : { currency: currencies[i] }),
        },
      });
      await read(res, PubOfferSchema);
    }
    return task;
  }

  it('says what each offer and the award cost with the printshop’s delivery, once per order', async () => {
    const s = await setup();
    const [alpha, beta] = s.suppliers as [Supplier, Supplier];
    // Alpha 1,000 € plus 120 € delivery, Beta 1,050 € with none stated; Alpha gets the order.
    const task = await offeredTask(s, 'Mailing Apr', 5000, [1000, 1050], [120]);
    expect((await s.api.post(`/api/tasks/${task.id}/suppliers/${alpha.id}/accept`)).statusCode).toBe(200);
    const history = await read(s.api.get(`/api/formats/${s.format.id}/prices`), PriceHistorySchema);
    const point = (kind: string, supplierId: string) =>
      history.items.find((p) => p.kind === kind && p.supplierId === supplierId);
    expect(point('offer', alpha.id)).toMatchObject({
      price: 100_000,
      delivery: 12_000,
      landed: 112_000,
      per1000: 20_000,
    });
    expect(point('offer', beta.id)).toMatchObject({ price: 105_000, delivery: null, landed: 105_000 });
    expect(point('award', alpha.id)).toMatchObject({ price: 100_000, delivery: 12_000, landed: 112_000 });
  });

  it('compares an offer in another currency in the tender’s, at its rate, and shows the price as quoted', async () => {
    const s = await setup();
    const [alpha, beta] = s.suppliers as [Supplier, Supplier];
    // Alpha 25,000 CZK plus 1,000 CZK delivery at 0.04 €: 1,000 € and 40 €; Beta 1,050 € in euros. Alpha wins.
    const change = { currencies: ['EUR' as const, 'CZK' as const], rates: { CZK: '0.04' } };
    const task = await offeredTask(s, 'Mailing Mai', 5000, [25_000, 1050], [1000], { change, currencies: ['CZK'] });
    expect((await s.api.post(`/api/tasks/${task.id}/suppliers/${alpha.id}/accept`)).statusCode).toBe(200);
    const history = await read(s.api.get(`/api/formats/${s.format.id}/prices`), PriceHistorySchema);
    const point = (kind: string, supplierId: string) =>
      history.items.find((p) => p.kind === kind && p.supplierId === supplierId);
    const inEur = {
      currency: 'EUR',
      price: 100_000,
      quoted: { currency: 'CZK', price: 2_500_000 },
      delivery: 4_000,
      landed: 104_000,
      per1000: 20_000,
    };
    expect(point('offer', alpha.id)).toMatchObject(inEur);
    expect(point('award', alpha.id)).toMatchObject(inEur);
    expect(point('offer', beta.id)).toMatchObject({ currency: 'EUR', price: 105_000, quoted: null, per1000: 21_000 });
  });

  it('lists every offer and award per 1,000 pieces across tenders, and shows them beside a new comparison', async () => {
    const s = await setup();
    const beta = s.suppliers[1]!;
    // 5,000 at 1,000 € and 1,250 €; 10,000 at 1,800 € and 1,700 €, Beta awarded; a third tender to compare.
    const first = await offeredTask(s, 'Mailing Jan', 5000, [1000, 1250]);
    const second = await offeredTask(s, 'Mailing Feb', 10_000, [1800, 1700]);
    expect((await s.api.post(`/api/tasks/${second.id}/suppliers/${beta.id}/accept`)).statusCode).toBe(200);
    const third = await offeredTask(s, 'Mailing Mar', 2000, [500]);

    const history = await read(s.api.get(`/api/formats/${s.format.id}/prices`), PriceHistorySchema);
    expect(history.format).toEqual({ id: s.format.id, title: 'Flyer A5' });
    expect(history.items.map((p) => [p.kind, p.taskName, p.supplierName, p.count, p.per1000].join(' '))).toEqual([
      'offer Mailing Jan Druck Alpha 5000 20000',
      'offer Mailing Jan Druck Beta 5000 25000',
      'offer Mailing Feb Druck Alpha 10000 18000',
      'offer Mailing Feb Druck Beta 10000 17000',
      'award Mailing Feb Druck Beta 10000 17000',
      'offer Mailing Mar Druck Alpha 2000 25000',
    ]);
    expect(history.items.every((p, i, all) => !i || all[i - 1]!.at <= p.at)).toBe(true);

    // The third tender's comparison: the last award and the median of the other tenders' offers.
    const comparison = await read(s.api.get(`/api/tasks/${third.id}/offers`), ComparisonSchema);
    expect(comparison.references).toEqual([
      {
        formatId: s.format.id,
        id: third.formats[0]!.id,
        lastAward: { per1000: 17_000, at: expect.any(Number) },
        medianYear: 19_000,
        offersYear: 4,
      },
    ]);
    // The first tender's comparison knows the later award too: Feb's 18,000 and 17,000 and Mar's 25,000.
    expect((await read(s.api.get(`/api/tasks/${first.id}/offers`), ComparisonSchema)).references[0]).toMatchObject({
      lastAward: { per1000: 17_000 },
      medianYear: 18_000,
    });
  });

  it('shows no sealed offer before its opening, refuses a stored format of another workspace, 404 for a foreign id', async () => {
    const s = await setup();
    const formats = [{ ...flyer, formatId: s.format.id }];
    const sealed = await read(
      s.api.put('/api/tasks', completeTask({ name: 'Verdeckt', sealed: true, formats })),
      TaskSchema,
    );
    await s.api.post(`/api/tasks/${sealed.id}/suppliers/mail`, { suppliers: [] });
    const supplierId = s.suppliers[0]!.id;
    await t.app.inject({
      method: 'POST',
      url: `/api/pub/tasks/${sealed.id}/${supplierId}`,
      headers: { [OFFER_TOKEN_HEADER]: offerToken(t.app.deps.config.appSecret, sealed.id, supplierId) },
      payload: { formats: [{ id: sealed.formats[0]!.id, price: 1000 }] },
    });
    expect((await read(s.api.get(`/api/formats/${s.format.id}/prices`), PriceHistorySchema)).items).toEqual([]);

    const other = apiAs(t.app, (await signUp(t.app, 'stranger')).cookie);
    const foreign = await other.put('/api/tasks', completeTask({ formats }));
    expect(await readError(foreign, 400)).toMatchObject({ code: 'UNKNOWN_FORMAT', field: 'formats.0.formatId' });
    expect((await other.get(`/api/formats/${s.format.id}/prices`)).statusCode).toBe(404);
  });
});
