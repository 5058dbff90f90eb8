import { describe, expect, it } from 'vitest';
import { addWorkingDays } from '../../../shared/dates.ts';
import { outboxMail } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { pdfText } from '../../test/order-pdf.ts';
import { sentTask } from '../../test/offers.ts';
import { inDays } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';

describe('delivery cost and lead time', () => {
  const t = useTestApp();

  const body = (formats: { id: string }[], prices: number[], terms: object) => ({
    formats: formats.map((f, i) => ({ id: f.id, price: prices[i] })),
    terms,
  });

  it('counts the delivery cost into the total that ranks, and flags a lead time that misses the delivery date', async () => {
    // Delivery 30 days out, deadline in 10: from the deadline, 10 working days make it, 20 do not.
    const { api, task, suppliers, pub } = await sentTask(t.app, 3);
    const offer = (i: number, prices: number[], terms: object) =>
      pub(suppliers[i]!.id).post(body(task.formats, prices, terms));
    // Druck 0 offers last: its page shows the place its own offer was given (docs/product.md#offers-and-ranks).
    expect((await offer(1, [1100, 500], { deliveryCost: 0, leadDays: 10 })).statusCode).toBe(200);
    expect((await offer(2, [1200, 500], {})).statusCode).toBe(200);
    expect(await read(offer(0, [1000, 500], { deliveryCost: '150,00', leadDays: 20 }), PubOfferSchema)).toMatchObject({
      supplierTask: { sum: 165_000, terms: { deliveryCost: 15_000, leadDays: 20 } },
    });

    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    const byName = Object.fromEntries(comparison.offers.map((o) => [o.name, o]));
    expect(byName['Druck 0']).toMatchObject({ sum: 165_000, lateDelivery: true });
    expect(byName['Druck 1']).toMatchObject({ sum: 160_000, lateDelivery: false, terms: { deliveryCost: 0 } });
    expect(byName['Druck 2']).toMatchObject({ sum: 170_000, lateDelivery: false, terms: null });
    expect(addWorkingDays(inDays(10), 20) > inDays(30)).toBe(true);
    // Delivery moved the cheapest count prices to second place.
    expect((await read(pub(suppliers[0]!.id).get(), PubOfferSchema)).position).toBe(2);
    expect((await read(pub(suppliers[1]!.id).get(), PubOfferSchema)).position).toBe(1);
  });

  it('marks per format the lowest landed cost: the count price plus the delivery, as if that format were ordered alone', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 2);
    const [flyer, brief] = task.formats.map((f) => f.id) as [string, string];
    // Druck 1 is 65 € cheaper on the Brief by price, but its delivery costs 280 €.
    expect((await pub(suppliers[0]!.id).post(body(task.formats, [5000, 2675], { deliveryCost: 0 }))).statusCode).toBe(
      200,
    );
    expect((await pub(suppliers[1]!.id).post(body(task.formats, [5100, 2610], { deliveryCost: 280 }))).statusCode).toBe(
      200,
    );
    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.lowest).toEqual([
      { id: flyer, price: 500_000, landed: 500_000, supplierIds: [suppliers[0]!.id] },
      { id: brief, price: 267_500, landed: 267_500, supplierIds: [suppliers[0]!.id] },
    ]);
  });

  it('refuses a negative delivery cost and a lead time out of range, naming the field', async () => {
    const { task, suppliers, pub } = await sentTask(t.app, 1);
    const send = (terms: object) => pub(suppliers[0]!.id).post(body(task.formats, [1000, 500], terms));
    expect(await readError(send({ deliveryCost: '-5' }), 400)).toMatchObject({
      code: 'INVALID',
      field: 'terms.deliveryCost',
      key: 'priceNegative',
    });
    for (const leadDays of [0, 2.5, 400]) {
      expect(await readError(send({ leadDays }), 400)).toMatchObject({ code: 'INVALID', field: 'terms.leadDays' });
    }
  });

  it('orders the delivery once per winner: in the order mail, its PDF and the audit trail', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 1);
    // 16 working days (22 to 24 days) miss the delivery in 30 days when counted from the deadline in 10, and make it
    // from an award today.
    const terms = { deliveryCost: '120', leadDays: 16 };
    expect((await pub(suppliers[0]!.id).post(body(task.formats, [1000, 500], terms))).statusCode).toBe(200);
    const late = async () =>
      (await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema)).offers[0]!.lateDelivery;
    expect(await late()).toBe(true);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)).statusCode).toBe(200);
    expect(await late()).toBe(false);
    const order = await outboxMail(t.app, 's0@druck.de', 'order');
    expect(order.text).toContain('- Lieferkosten: 120,00\u00a0€');
    expect(order.text).toContain('Nettosumme inkl. Lieferkosten: 1.620,00\u00a0€');
    const pdf = await api.get(`/api/tasks/${task.id}/orders/${suppliers[0]!.id}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Lieferkosten');
    expect(text).toContain('1.620,00');
    const events = (await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items;
    expect(events.find((e) => e.kind === 'awarded')).toMatchObject({ amount: 162_000 });
  });
});
