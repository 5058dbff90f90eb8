import { describe, expect, it } from 'vitest';
import { offerToken } from '../../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';

describe('public offer API', () => {
  const t = useTestApp();

  it('shows an invited supplier the task in its language and nothing of the other suppliers; opening counts as clicked', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app);
    await offer(1, [100, 200]);
    const res = await pub(suppliers[0]!.id).get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      task: { id: task.id, name: 'Mailing Q1', open: true, state: 50 },
      supplier: { id: suppliers[0]!.id, name: 'Druck 0', language: 'de' },
      supplierTask: { sum: null, formats: [{ price: null }, { price: null }] },
      position: 0,
      percentage: 0,
    });
    expect(body.task.formats[0]).toMatchObject({ title: 'Flyer A5', count: 5000, weight: '135 g (de)' });
    expect(res.body).not.toMatch(/Druck 1|s1@druck|s2@druck|"sum":300/);
    const rows = (await api.get(`/api/tasks/${task.id}/suppliers`)).json().items;
    expect(rows.find((r: { supplierId: string }) => r.supplierId === suppliers[0]!.id).mailState).toBe('clicked');
  });

  it('answers a page that has the current data 304 by its entity tag, and the new data once a rank changed', async () => {
    const { task, suppliers, offer } = await sentTask(t.app);
    const read = (etag?: string) =>
      t.app.inject({
        url: `/api/pub/tasks/${task.id}/${suppliers[0]!.id}`,
        headers: {
          [OFFER_TOKEN_HEADER]: offerToken(t.app.deps.config.appSecret, task.id, suppliers[0]!.id),
          ...(etag && { 'if-none-match': etag }),
        },
      });
    expect((await offer(0, [100, 200])).statusCode).toBe(200);
    const first = await read();
    expect(first.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-cache',
      vary: OFFER_TOKEN_HEADER,
    });
    expect(first.json()).toMatchObject({ position: 1, supplierTask: { sum: 30000 } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await read(etag);
    expect([again.statusCode, again.body]).toEqual([304, '']);
    // A tender read again from the database (the cache keeps it a second) gives the same text and tag.
    t.app.deps.taskChanges.changed(task.id);
    expect((await read(etag)).statusCode).toBe(304);
    // Another printshop offers less: this page's rank changed, so its data did.
    expect((await offer(1, [50, 50])).statusCode).toBe(200);
    const changed = await read(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toMatchObject({ position: 2 });
  });

  it('answers a tampered, missing or foreign token and an uninvited supplier alike: not invited', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app);
    const secret = t.app.deps.config.appSecret;
    const uninvited = (await api.put('/api/suppliers', { name: 'Later', email: 'later@druck.de' })).json();
    const stranger = apiAs(t.app, (await signUp(t.app, 'stranger')).cookie);
    const foreign = (await stranger.put('/api/suppliers', { name: 'Foreign', email: 'f@druck.de' })).json();
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
      await pub(suppliers[0]!.id, 'x').post({ formats: [{ id: task.formats[0].id, price: 1 }] }),
      await t.app.inject({ url: `/api/pub/tasks/nope/${suppliers[0]!.id}`, headers: { [OFFER_TOKEN_HEADER]: good } }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_INVITED', message: 'Sie wurden nicht eingeladen' });
    }
  });

  it('ranks offers: best offer, place 2, lower half; an update changes the rank; every submission is kept', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app);
    expect((await offer(0, ['1.000,00', '500'])).json()).toMatchObject({
      position: 1,
      percentage: 100,
      supplierTask: { sum: 150000 },
    });
    expect((await offer(1, [900, '700,5'])).json()).toMatchObject({ position: 2, percentage: 100 });
    const third = (await offer(2, [2000, 1])).json();
    expect(third).toMatchObject({ position: 3, percentage: 100, supplierTask: { sum: 200100 } });
    const first = (await offer(0, [1000, 500])).json();
    expect(first).toMatchObject({ position: 1, percentage: 33 });
    expect((await offer(2, [100, 1])).json()).toMatchObject({
      position: 1,
      percentage: 33,
      supplierTask: { sum: 10100 },
    });

    const comparison = (await api.get(`/api/tasks/${task.id}/offers`)).json();
    expect(comparison.offers.map((o: { name: string; sum: number }) => [o.name, o.sum])).toEqual([
      ['Druck 2', 10100],
      ['Druck 0', 150000],
      ['Druck 1', 160050],
    ]);
    expect(comparison.lowest).toEqual([
      { id: task.formats[0].id, price: 10000 },
      { id: task.formats[1].id, price: 100 },
    ]);
    expect(comparison.offers[0].history.map((h: { sum: number }) => h.sum)).toEqual([10100, 200100]);
    expect(comparison.offers[1].history).toHaveLength(2);
    const rows = (await api.get(`/api/tasks/${task.id}/suppliers`)).json().items;
    expect(rows.map((r: { sum: number }) => r.sum)).toEqual([150000, 160050, 10100]);
    expect(suppliers).toHaveLength(3);
  });

  it('refuses bad prices with a message naming the field', async () => {
    const { task, suppliers, pub } = await sentTask(t.app, 1);
    const [a, b] = task.formats.map((f: { id: string }) => f.id);
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
      [{ formats: [{ id: a, price: 1 }] }, 'formats'],
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
      const res = await pub(suppliers[0]!.id).post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field, JSON.stringify(body)).toBe(field);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await pub(suppliers[0]!.id).get()).json().supplierTask.sum).toBeNull();
  });

  it('refuses a submission after the deadline day', async () => {
    const { task, suppliers, pub, offer } = await sentTask(t.app, 1);
    await t.app.deps.db.updateTable('tasks').set({ deadlineDate: '2020-01-01' }).where('id', '=', task.id).execute();
    const res = await offer(0, [1, 2]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OFFER_EXPIRED');
    expect((await pub(suppliers[0]!.id).get()).json().task.open).toBe(false);
  });

  it('stores 100 concurrent submissions of 100 suppliers with consistent positions', async () => {
    const { task, suppliers, pub, offer } = await sentTask(t.app, 100);
    const results = await Promise.all(suppliers.map((_, i) => offer(i, [(100 - i) * 10, 1])));
    expect(results.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    const revisions = await t.app.deps.db
      .selectFrom('offerRevisions')
      .select('supplierId')
      .where('taskId', '=', task.id)
      .execute();
    expect(new Set(revisions.map((r) => r.supplierId)).size).toBe(100);
    expect(revisions).toHaveLength(100);
    for (const i of [0, 37, 99]) {
      const view = (await pub(suppliers[i]!.id).get()).json();
      expect(view).toMatchObject({ position: 100 - i, percentage: 100 - i });
    }
  });
});
