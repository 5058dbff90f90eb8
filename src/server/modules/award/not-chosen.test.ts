import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { recordPastAccepts } from '../../db/migrations/007-quantity-scales.ts';
import { outboxMail } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read } from '../../test/read.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';

describe('everyone told after the award', () => {
  const t = useTestApp();

  it('mails every other printshop that offered its place; their pages say won, went elsewhere, or ended', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app, 4);
    await offer(0, [1000, 500]);
    await offer(1, [900, 400]);
    await offer(3, [1200, 700]);
    expect((await read(pub(suppliers[0]!.id).get(), PubOfferSchema)).award).toBeNull();

    await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`);

    // Druck 1 offered least and was not chosen: place 1 of 3, in English; Druck 3 place 3, in English.
    const second = await outboxMail(t.app, 's1@druck.de', 'not-chosen');
    expect(second.subject).toBe('Your offer for Mailing Q1');
    expect(second.text).toContain('your offer came in place 1 of 3');
    const third = await outboxMail(t.app, 's3@druck.de', 'not-chosen');
    expect(third.text).toContain('your offer came in place 3 of 3');
    const kinds = await t.app.deps.db
      .selectFrom('mails')
      .select(['toAddress as to', 'kind'])
      .where('kind', 'in', ['order', 'not-chosen'])
      .execute();
    expect(kinds.sort((a, b) => a.to.localeCompare(b.to))).toEqual([
      { to: 's0@druck.de', kind: 'order' },
      { to: 's1@druck.de', kind: 'not-chosen' },
      { to: 's3@druck.de', kind: 'not-chosen' },
    ]);

    const [flyer, letter] = task.formats.map((f) => f.id);
    expect((await read(pub(suppliers[0]!.id).get(), PubOfferSchema)).award).toEqual({
      won: [
        { formatId: flyer, count: 5000, price: 100_000, alternative: null },
        { formatId: letter, count: 2000, price: 50_000, alternative: null },
      ],
      currency: 'EUR',
    });
    expect((await read(pub(suppliers[1]!.id).get(), PubOfferSchema)).award).toEqual({ won: [], currency: 'EUR' });
    expect(await read(pub(suppliers[2]!.id).get(), PubOfferSchema)).toMatchObject({
      award: { won: [] },
      supplierTask: { sum: null },
    });
  });

  it('after a split award mails each winner its order and only the printshops that won nothing their word', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app, 3);
    await offer(0, [1000, 500]);
    await offer(1, [900, 600]);
    await offer(2, [1100, 700]);
    const [flyer, letter] = task.formats.map((f) => f.id);
    const awards = [
      { formatId: flyer, supplierId: suppliers[1]!.id },
      { formatId: letter, supplierId: suppliers[0]!.id },
    ];
    expect((await api.post(`/api/tasks/${task.id}/award`, { awards })).statusCode).toBe(200);

    const kinds = await t.app.deps.db
      .selectFrom('mails')
      .select(['toAddress as to', 'kind'])
      .where('taskId', '=', task.id)
      .where('kind', 'in', ['order', 'not-chosen'])
      .execute();
    expect(kinds.sort((a, b) => a.to.localeCompare(b.to))).toEqual([
      { to: 's0@druck.de', kind: 'order' },
      { to: 's1@druck.de', kind: 'order' },
      { to: 's2@druck.de', kind: 'not-chosen' },
    ]);
    // Place by total among the three offers: 1,500, 1,500 and 1,800 €; Druck 2 reads German.
    expect((await outboxMail(t.app, 's2@druck.de', 'not-chosen')).text).toContain('Ihr Angebot lag auf Platz 3 von 3.');
    const won = async (i: number) => (await read(pub(suppliers[i]!.id).get(), PubOfferSchema)).award;
    expect((await won(0))?.won.map((w) => w.formatId)).toEqual([letter]);
    expect((await won(1))?.won.map((w) => w.formatId)).toEqual([flyer]);
    expect(await won(2)).toEqual({ won: [], currency: 'EUR' });
  });

  it('tells nobody else when the award says so', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2);
    await offer(0, [1000, 500]);
    await offer(1, [900, 400]);
    const awards = task.formats.map((f) => ({ formatId: f.id, supplierId: suppliers[1]!.id }));
    expect((await api.post(`/api/tasks/${task.id}/award`, { awards, notifyOthers: false })).statusCode).toBe(200);
    const kinds = await t.app.deps.db
      .selectFrom('mails')
      .select('kind')
      .where('kind', 'in', ['order', 'not-chosen'])
      .execute();
    expect(kinds).toEqual([{ kind: 'order' }]);
  });

  it('records what tasks accepted before awards were recorded ordered', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2);
    await offer(0, [1000, '500,50']);
    await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`);
    const db = t.app.deps.db;
    const recorded = await db.selectFrom('awards').selectAll().orderBy('count').execute();
    expect(recorded).toHaveLength(2);
    await db.deleteFrom('awards').execute();

    await recordPastAccepts(db as Kysely<unknown>);
    const again = await db.selectFrom('awards').selectAll().orderBy('count').execute();
    // What the spend report weighs (taskPrice, delivery) is migration 038's to fill after 007.
    const withoutTime = (rows: typeof recorded) =>
      rows.map(({ createdAt: _, taskPrice: _p, delivery: _d, ...r }) => ({ ...r, price: Number(r.price) }));
    expect(withoutTime(again)).toEqual(withoutTime(recorded));
    expect(again.map((a) => Number(a.price))).toEqual([50_050, 100_000]);
  });
});
