import { describe, expect, it } from 'vitest';
import { AwardPreviewSchema } from '../../../shared/schemas/award.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { DashboardSchema } from '../../../shared/schemas/dashboard.ts';
import { SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { csvRows } from '../../test/exports.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read, readError } from '../../test/read.ts';

// docs/product.md#offers-and-ranks: a printshop may leave formats out; it ranks per format, never as a whole.
describe('partial offers', () => {
  const t = useTestApp();

  /**
   * Flyer and Brief. Druck 0 prices both (1,000 + 2,000 €, free delivery), Druck 1 only the Flyer (800 € + 100 €
   * delivery), Druck 2 both (1,200 + 1,500 €, free delivery). Druck 3 has not offered.
   */
  async function threeOffers() {
    const { api, task, suppliers, pub } = await sentTask(t.app, 4);
    const [flyer, brief] = task.formats.map((f) => f.id) as [string, string];
    const offer = (i: number, prices: Record<string, number>, deliveryCost = 0) =>
      pub(suppliers[i]!.id).post({
        formats: Object.entries(prices).map(([id, price]) => ({ id, price })),
        terms: { deliveryCost },
      });
    const page = (i: number) => read(pub(suppliers[i]!.id).get(), PubOfferSchema);
    expect((await offer(0, { [flyer]: 1000, [brief]: 2000 })).statusCode).toBe(200);
    expect((await offer(1, { [flyer]: 800 }, 100)).statusCode).toBe(200);
    expect((await offer(2, { [flyer]: 1200, [brief]: 1500 })).statusCode).toBe(200);
    const ids = suppliers.map((s) => s.id) as [string, string, string, string];
    return { api, task, flyer, brief, ids, offer, page, pub };
  }

  it('takes an offer for some formats: its page ranks it per format, by landed cost, and not as a whole', async () => {
    const { flyer, brief, ids, pub, page } = await threeOffers();
    // Each page shows the places its own change was given (docs/product.md#offers-and-ranks): Druck 0 came first.
    expect(await page(0)).toMatchObject({ rank: { position: 1, of: 1 }, partialOffers: 0 });
    expect((await page(1)).formatRanks).toEqual([{ formatId: flyer, position: 1, of: 2 }]);
    // A change of the terms alone is a real change: Druck 1 and Druck 0 are ranked among all three offers.
    const quote = (i: 0 | 1, formats: { id: string; price: number }[], deliveryCost: number) =>
      pub(ids[i]).post({ formats, terms: { deliveryCost, quoteNumber: `Q-${i}` } });
    expect((await quote(1, [{ id: flyer, price: 800 }], 100)).statusCode).toBe(200);
    const both = [
      { id: flyer, price: 1000 },
      { id: brief, price: 2000 },
    ];
    expect((await quote(0, both, 0)).statusCode).toBe(200);
    // Flyer landed: Druck 1 900 € (800 + 100), Druck 0 1,000 €, Druck 2 1,200 €.
    const partial = await page(1);
    expect(partial.supplierTask).toMatchObject({ complete: false, sum: 90_000 });
    expect(partial.supplierTask.formats.map((f) => f.price)).toEqual([80_000, null]);
    expect(partial).toMatchObject({ rank: null, position: 0, percentage: 0, partialOffers: 1 });
    expect(partial.formatRanks).toEqual([{ formatId: flyer, position: 1, of: 3 }]);

    // The whole offers rank among themselves: Druck 2 (2,700 €) before Druck 0 (3,000 €), 2 of them, not 3.
    const whole = await page(0);
    expect(whole).toMatchObject({ rank: { position: 2, of: 2 }, supplierTask: { complete: true }, partialOffers: 1 });
    expect(whole.formatRanks).toEqual([
      { formatId: flyer, position: 2, of: 3 },
      { formatId: brief, position: 2, of: 2 },
    ]);
    expect(await page(2)).toMatchObject({ rank: { position: 1, of: 2 } });
    // Without an offer: no place at all.
    expect(await page(3)).toMatchObject({ rank: null, formatRanks: [], supplierTask: { complete: false } });
  });

  it('still needs one price, and refuses a format that is not the task’s or priced twice', async () => {
    const { flyer, ids, pub } = await threeOffers();
    const post = (formats: unknown[]) => pub(ids[3]).post({ formats });
    expect((await readError(post([]), 400)).code).toBe('INVALID');
    expect((await readError(post([{ id: 'nope', price: 5 }]), 400)).code).toBe('UNKNOWN_FORMAT');
    const twice = post([
      { id: flyer, price: 5 },
      { id: flyer, price: 6 },
    ]);
    expect((await readError(twice, 400)).code).toBe('FORMAT_REPEATED');
  });

  it('shows the buyer who left what out, marks the lowest only among who priced, and exports it', async () => {
    const { api, task, flyer, brief, ids } = await threeOffers();
    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    // The offers for every format first, lowest first; the partial one after them, although its total is lowest.
    expect(comparison.offers.map((o) => o.supplierId)).toEqual([ids[2], ids[0], ids[1]]);
    const byId = new Map(comparison.offers.map((o) => [o.supplierId, o]));
    expect(byId.get(ids[1])).toMatchObject({ complete: false, sum: 90_000 });
    expect(byId.get(ids[0])).toMatchObject({ complete: true });
    // The printshop table says how many formats each offer covers.
    const table = await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema);
    const priced = new Map(table.items.map((r) => [r.supplierId, [r.complete, r.pricedFormats]]));
    expect([priced.get(ids[0]), priced.get(ids[1])]).toEqual([
      [true, 2],
      [false, 1],
    ]);
    expect(comparison.lowest).toEqual([
      { id: flyer, price: 80_000, landed: 90_000, supplierIds: [ids[1]] },
      { id: brief, price: 150_000, landed: 150_000, supplierIds: [ids[2]] },
    ]);

    const rows = await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema);
    const complete = Object.fromEntries(rows.items.map((r) => [r.supplierId, r.complete]));
    expect(complete).toEqual({ [ids[0]]: true, [ids[1]]: false, [ids[2]]: true, [ids[3]]: false });

    // The CSV says so: the status, "not offered" under the Brief, and its total is not the lowest.
    await api.post('/api/account/settings', { language: 'en', signature: '' });
    const [header, ...lines] = await csvRows((await api.get(`/api/tasks/${task.id}/offers.csv`)).rawPayload, ',');
    const brief3000 = header!.findIndex((h) => h.startsWith('Brief DIN lang'));
    const partialRow = lines.find((l) => l[0] === 'Druck 1')!;
    expect(partialRow[1]).toBe('Partial offer');
    expect(partialRow[brief3000]).toBe('not offered');
    expect(header).toContain('Total incl. delivery');
  });

  it('lets the dashboard show the lowest offer for every format, the partial one after the whole ones', async () => {
    const { api, task } = await threeOffers();
    const card = async () =>
      (await read(api.get('/api/dashboard'), DashboardSchema)).items.find((c) => c.id === task.id)!;
    expect(await card()).toMatchObject({
      lowestSum: 270_000,
      offers: [
        { name: 'Druck 2', sum: 270_000, complete: true },
        { name: 'Druck 0', sum: 300_000, complete: true },
        { name: 'Druck 1', sum: 90_000, complete: false },
      ],
    });
    // With only partial offers there is no total to compare.
    const alone = await sentTask(t.app, 1, 'alone');
    await alone.pub(alone.suppliers[0]!.id).post({ formats: [{ id: alone.task.formats[0]!.id, price: 5 }] });
    const aloneCard = (await read(alone.api.get('/api/dashboard'), DashboardSchema)).items[0]!;
    expect(aloneCard).toMatchObject({ lowestSum: null, offers: [{ complete: false }] });
  });

  it('refuses to accept a partial offer whole, but awards its format to it', async () => {
    const { api, task, flyer, brief, ids } = await threeOffers();
    const whole = api.post(`/api/tasks/${task.id}/suppliers/${ids[1]}/accept`, {});
    expect((await readError(whole, 409)).code).toBe('OFFER_INCOMPLETE');
    const notPriced = api.post(`/api/tasks/${task.id}/award/preview`, {
      awards: [
        { formatId: flyer, supplierId: ids[1] },
        { formatId: brief, supplierId: ids[1] },
      ],
    });
    expect((await readError(notPriced, 409)).code).toBe('NO_OFFER');

    // The Flyer from Druck 1 (900 € landed), the Brief from Druck 2 (1,500 €): 2,400 € against 2,700 € whole.
    const split = {
      awards: [
        { formatId: flyer, supplierId: ids[1] },
        { formatId: brief, supplierId: ids[2] },
      ],
    };
    const preview = await read(api.post(`/api/tasks/${task.id}/award/preview`, split), AwardPreviewSchema);
    expect(preview).toMatchObject({
      total: 240_000,
      bestSingle: { supplierId: ids[2], total: 270_000 },
      saving: 30_000,
    });
    expect((await api.post(`/api/tasks/${task.id}/award`, split)).statusCode).toBe(200);
  });
});
