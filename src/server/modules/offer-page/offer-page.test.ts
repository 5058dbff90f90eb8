import { describe, expect, it } from 'vitest';
import { offerToken } from '../../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read, readError } from '../../test/read.ts';
import { SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';

describe('public offer API', () => {
  const t = useTestApp();

  it('shows an invited supplier the task in its language and nothing of the other suppliers; opening counts as clicked', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app);
    await offer(1, [100, 200]);
    const res = await pub(suppliers[0]!.id).get();
    const body = await read(res, PubOfferSchema);
    expect(body).toMatchObject({
      task: { id: task.id, name: 'Mailing Q1', open: true, state: 50 },
      supplier: { id: suppliers[0]!.id, name: 'Druck 0', language: 'de' },
      supplierTask: { sum: null, formats: [{ price: null }, { price: null }] },
      position: 0,
      percentage: 0,
    });
    expect(body.task.formats[0]).toMatchObject({ title: 'Flyer A5', count: 5000, weight: '135 g (de)' });
    expect(res.body).not.toMatch(/Druck 1|s1@druck|s2@druck|"sum":300/);
    const rows = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
    expect(rows.find((r) => r.supplierId === suppliers[0]!.id)?.mailState).toBe('clicked');
  });

  it('answers a page that has the current data 304 by its entity tag, and the new data once its offer changed', async () => {
    const { task, suppliers, offer } = await sentTask(t.app);
    const open = (etag?: string) =>
      t.app.inject({
        url: `/api/pub/tasks/${task.id}/${suppliers[0]!.id}`,
        headers: {
          [OFFER_TOKEN_HEADER]: offerToken(t.app.deps.config.appSecret, task.id, suppliers[0]!.id),
          ...(etag && { 'if-none-match': etag }),
        },
      });
    expect((await offer(0, [100, 200])).statusCode).toBe(200);
    const first = await open();
    expect(first.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      // Private: no browser keeps it (the tag serves a client that keeps the answer itself).
      'cache-control': 'no-store',
      vary: OFFER_TOKEN_HEADER,
    });
    expect(await read(first, PubOfferSchema)).toMatchObject({ position: 1, supplierTask: { sum: 30000 } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await open(etag);
    expect([again.statusCode, again.body]).toEqual([304, '']);
    // A tender read again from the database (the cache keeps it a second) gives the same text and tag.
    t.app.deps.taskChanges.changed(task.id);
    expect((await open(etag)).statusCode).toBe(304);
    // Another printshop offers less: this page keeps the place its own change was given (docs/product.md#offers-and-ranks).
    expect((await offer(1, [50, 50])).statusCode).toBe(200);
    expect((await open(etag)).statusCode).toBe(304);
    // Its own change is ranked anew: its data changed.
    expect((await offer(0, [100, 150])).statusCode).toBe(200);
    const changed = await open(etag);
    expect(changed.headers.etag).not.toBe(etag);
    expect(await read(changed, PubOfferSchema)).toMatchObject({ position: 2, supplierTask: { sum: 25000 } });
  });

  it('answers a tampered, missing or foreign token and an uninvited supplier alike: not invited', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app);
    const secret = t.app.deps.config.appSecret;
    const uninvited = await read(api.put('/api/suppliers', { name: 'Later', email: 'later@druck.de' }), SupplierSchema);
    const stranger = apiAs(t.app, (await signUp(t.app, 'stranger')).cookie);
    const foreign = await read(
      stranger.put('/api/suppliers', { name: 'Foreign', email: 'f@druck.de' }),
      SupplierSchema,
    );
    const good = offerToken(secret, task.id, suppliers[0]!.id);
    // Opened before: its tender is held, and the reads below would be answered at once (openOffer).
    expect((await pub(suppliers[0]!.id, good).get()).statusCode).toBe(200);
    const answers = [
      await pub(suppliers[0]!.id, good.slice(0, -1) + (good.endsWith('A') ? 'B' : 'A')).get(),
      // Latin-1 letters are one character but two bytes.
      await pub(suppliers[0]!.id, good.slice(0, -1) + 'é').get(),
      await pub(suppliers[0]!.id, offerToken(secret, task.id, suppliers[1]!.id)).get(),
      await t.app.inject({ url: `/api/pub/tasks/${task.id}/${suppliers[0]!.id}` }),
      await pub(uninvited.id).get(),
      await pub(foreign.id).get(),
      await pub(suppliers[0]!.id, 'x').post({ formats: [{ id: task.formats[0]!.id, price: 1 }] }),
      await t.app.inject({ url: `/api/pub/tasks/nope/${suppliers[0]!.id}`, headers: { [OFFER_TOKEN_HEADER]: good } }),
    ];
    for (const res of answers) {
      expect(await readError(res, 404)).toEqual({ code: 'NOT_INVITED', message: 'Sie wurden nicht eingeladen' });
    }
  });

  it('ranks offers: best offer, place 2, lower half; an update changes the rank; every submission is kept', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app);
    expect(await read(offer(0, ['1.000,00', '500']), PubOfferSchema)).toMatchObject({
      position: 1,
      percentage: 100,
      supplierTask: { sum: 150000 },
    });
    expect(await read(offer(1, [900, '700,5']), PubOfferSchema)).toMatchObject({ position: 2, percentage: 100 });
    const third = await read(offer(2, [2000, 1]), PubOfferSchema);
    expect(third).toMatchObject({ position: 3, percentage: 100, supplierTask: { sum: 200100 } });
    // The same prices again change nothing: no revision, and the place stays the one given with them.
    const same = await read(offer(0, [1000, 500]), PubOfferSchema);
    expect(same).toMatchObject({ unchanged: true, position: 1, percentage: 100, rank: { position: 1, of: 1 } });
    // A real change is ranked among the current offers.
    const first = await read(offer(0, [1000, 499]), PubOfferSchema);
    expect(first).toMatchObject({ unchanged: false, position: 1, percentage: 33 });
    expect(await read(offer(2, [100, 1]), PubOfferSchema)).toMatchObject({
      position: 1,
      percentage: 33,
      supplierTask: { sum: 10100 },
    });

    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.offers.map((o) => [o.name, o.sum])).toEqual([
      ['Druck 2', 10100],
      ['Druck 0', 149900],
      ['Druck 1', 160050],
    ]);
    // Without delivery cost the lowest landed cost is the lowest price, both Druck 2's.
    const best = [comparison.offers[0]!.supplierId];
    expect(comparison.lowest).toEqual([
      { id: task.formats[0]!.id, price: 10000, landed: 10000, supplierIds: best },
      { id: task.formats[1]!.id, price: 100, landed: 100, supplierIds: best },
    ]);
    // The current revision is sent once: `latest` with the offer's prices, the ones before in `history`.
    expect(comparison.offers[0]!.latest).toEqual({ at: comparison.offers[0]!.submittedAt, sum: 10100 });
    expect(comparison.offers[0]!.history.map((h) => h.sum)).toEqual([200100]);
    expect(comparison.offers[1]!.history).toHaveLength(1);
    const rows = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
    expect(rows.map((r) => r.sum)).toEqual([149900, 160050, 10100]);
    expect(suppliers).toHaveLength(3);
  });

  it('refuses bad prices with a message naming the field', async () => {
    const { task, suppliers, pub } = await sentTask(t.app, 1);
    const [a, b] = task.formats.map((f) => f.id);
    const cases: [unknown, string][] = [
      [
        {
          formats: [
            { id: a, price: -1 },
            { id: b, price: 1 },
          ],
        },
        'formats.0.price',
      ],
      [
        {
          formats: [
            { id: a, price: '1,234' },
            { id: b, price: 1 },
          ],
        },
        'formats.0.price',
      ],
      [
        {
          formats: [
            { id: a, price: 12.345 },
            { id: b, price: 1 },
          ],
        },
        'formats.0.price',
      ],
      [
        {
          formats: [
            { id: a, price: 1e12 },
            { id: b, price: 1 },
          ],
        },
        'formats.0.price',
      ],
      [
        {
          formats: [
            { id: a, price: 'zehn' },
            { id: b, price: 1 },
          ],
        },
        'formats.0.price',
      ],
      [
        {
          formats: [
            { id: a, price: 1 },
            { id: 'other', price: 1 },
          ],
        },
        'formats.1.id',
      ],
      [
        {
          formats: [
            { id: a, price: 1 },
            { id: a, price: 1 },
          ],
        },
        'formats.1.id',
      ],
      [{ formats: [] }, 'formats'],
    ];
    for (const [body, field] of cases) {
      const error = await readError(pub(suppliers[0]!.id).post(body), 400);
      expect(error, JSON.stringify(body)).toMatchObject({ field, message: expect.any(String) });
    }
    expect((await read(pub(suppliers[0]!.id).get(), PubOfferSchema)).supplierTask.sum).toBeNull();
  });

  it('names what is wrong with an offer: a format priced twice, one not of the task, a key it does not know', async () => {
    const { task, suppliers, pub } = await sentTask(t.app, 1);
    const [a, b] = task.formats.map((f) => f.id);
    const post = (body: unknown) => readError(pub(suppliers[0]!.id).post(body), 400);
    const twice = await post({
      formats: [
        { id: a, price: 1 },
        { id: b, price: 1 },
        { id: a, price: 2 },
      ],
    });
    expect(twice).toMatchObject({
      code: 'FORMAT_REPEATED',
      field: 'formats.2.id',
      message: 'This format is priced twice.',
    });
    const foreign = await post({
      formats: [
        { id: a, price: 1 },
        { id: 'other', price: 1 },
      ],
    });
    expect(foreign).toMatchObject({ code: 'UNKNOWN_FORMAT', field: 'formats.1.id' });
    // Refused, not dropped: a misspelt key would otherwise lose what the printshop meant.
    const prices = [
      { id: a, price: 1 },
      { id: b, price: 1 },
    ];
    expect(await post({ formats: prices, terms: { validdays: 30 } })).toMatchObject({
      code: 'INVALID',
      field: 'terms.validdays',
      key: 'unknownKey',
    });
    expect(await post({ formats: [{ ...prices[0], runOn: 5 }, prices[1]] })).toMatchObject({
      field: 'formats.0.runOn',
      key: 'unknownKey',
    });
    expect(await post({ formats: prices, comment: 'x' })).toMatchObject({ field: 'comment', key: 'unknownKey' });
    expect((await read(pub(suppliers[0]!.id).get(), PubOfferSchema)).supplierTask.sum).toBeNull();
  });

  it('refuses a submission after the deadline day', async () => {
    const { task, suppliers, pub, offer } = await sentTask(t.app, 1);
    // No API moves a deadline into the past: the row is written.
    await t.app.deps.db.updateTable('tasks').set({ deadlineDate: '2020-01-01' }).where('id', '=', task.id).execute();
    const res = await offer(0, [1, 2]);
    expect((await readError(res, 409)).code).toBe('OFFER_EXPIRED');
    expect((await read(pub(suppliers[0]!.id).get(), PubOfferSchema)).task.open).toBe(false);
  });

  it('stores 100 concurrent submissions of 100 suppliers; each page keeps the place its answer gave', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app, 100);
    const answers = await Promise.all(suppliers.map((_, i) => read(offer(i, [(100 - i) * 10, 1]), PubOfferSchema)));
    // Each submission kept once: one offer per supplier, each its one revision (`latest`), in a consistent order.
    const { offers } = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(new Set(offers.map((o) => o.supplierId)).size).toBe(100);
    expect(offers.map((o) => o.history.length)).toEqual(Array(100).fill(0));
    expect(offers.every((o) => o.latest?.at === o.submittedAt)).toBe(true);
    expect(offers.map((o) => o.supplierId)).toEqual(suppliers.map((s) => s.id).reverse());
    // Each place counted the offers committed with or before it: never more than there are, never better than
    // its true one (those cheaper that came later are not counted in it).
    for (const [i, answer] of answers.entries()) {
      expect(answer.rank!.of).toBeLessThanOrEqual(100);
      expect(answer.rank!.position).toBeLessThanOrEqual(100 - i);
      const view = await read(pub(suppliers[i]!.id).get(), PubOfferSchema);
      expect(view).toMatchObject({ rank: answer.rank, position: answer.position, percentage: answer.percentage });
    }
  });
});
