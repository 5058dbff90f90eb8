import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/money.ts';
import { outboxMail, signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { DashboardSchema } from '../../../shared/schemas/dashboard.ts';
import { NoticeSchema } from '../../../shared/schemas/account.ts';
import { MailLogSchema } from '../../../shared/schemas/invitations.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';

/** The order mails in the task's mail log. */
const orders = async (api: ReturnType<typeof apiAs>, taskId: string) =>
  (await read(api.get(`/api/mail/${taskId}`), MailLogSchema)).items.filter((m) => m.kind === 'order');

describe('accepting an offer', () => {
  const t = useTestApp();

  it('closes the task at 99 with the winner, mails the order, refuses a second accept and later offers', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app);
    await api.post('/api/account/settings', { language: 'de', signature: 'Anna Einkauf' });
    await offer(0, [1000, 500]);
    await offer(1, ['1.234,50', 1]);

    const noOffer = await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[2]!.id}/accept`);
    expect((await readError(noOffer, 409)).code).toBe('NO_OFFER');

    const accepted = await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[1]!.id}/accept`);
    expect(await read(accepted, NoticeSchema)).toEqual({ code: 'ORDER_SENT', message: 'Order sent' });
    expect(await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).toMatchObject({
      state: 99,
      supplierId: suppliers[1]!.id,
    });

    const order = await outboxMail(t.app, 's1@druck.de', 'order');
    expect(order.subject).toMatch(/^Order PO-\d{4}-0001: Mailing Q1$/);
    // An English printshop reads English amounts.
    expect(order.text).toContain('Flyer A5: Quantity 5,000, Price €1,234.50');
    expect(order.text).toContain('Net total incl. delivery: €1,235.50');
    expect(order.text).toContain('Anna Einkauf');
    expect(order.text).toContain('Lieferweg 1');

    const again = await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`);
    expect((await readError(again, 409)).code).toBe('TASK_DONE');
    const late = await offer(0, [1, 1]);
    expect((await readError(late, 409)).code).toBe('OFFER_ENDED');
    expect((await read(pub(suppliers[0]!.id).get(), PubOfferSchema)).task).toMatchObject({ open: false, state: 99 });
    expect(await orders(api, task.id)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous accepts win', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2);
    await offer(0, [1, 1]);
    await offer(1, [2, 2]);
    const results = await Promise.all(suppliers.map((s) => api.post(`/api/tasks/${task.id}/suppliers/${s.id}/accept`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await orders(api, task.id)).toHaveLength(1);
  });

  it('orders exactly the offer that was current when it was accepted, while its printshop keeps submitting', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 1);
    await offer(0, [1, 1]);
    let accepting = true;
    let n = 0;
    const codes: string[] = [];
    // Three submitters keep going while the accept runs: some are stored before it, the rest refused.
    const submitter = async () => {
      while (accepting) {
        const res = await offer(0, [100 + n++, 1]);
        codes.push(res.statusCode === 200 ? 'stored' : (await readError(res, 409)).code);
      }
    };
    const accept = api
      .post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)
      .finally(() => (accepting = false));
    await Promise.all([accept, submitter(), submitter(), submitter()]);
    expect((await accept).statusCode).toBe(200);
    expect(
      codes.every((c) => c === 'stored' || c === 'OFFER_ENDED'),
      codes.join(),
    ).toBe(true);
    expect((await readError(offer(0, [1, 1]), 409)).code).toBe('OFFER_ENDED');
    const [current] = (await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema)).offers;
    const order = await outboxMail(t.app, 's0@druck.de', 'order');
    expect(order.text).toContain(`Nettosumme inkl. Lieferkosten: ${formatMoney(current!.sum!, 'EUR', 'de')}`);
  });

  it('refuses the offer of a printshop deleted after it offered, whole or per format, and the comparison says so', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2);
    await offer(0, [1000, 500]);
    await offer(1, [900, 400]);
    expect((await api.delete(`/api/suppliers/${suppliers[1]!.id}`)).statusCode).toBe(204);

    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.offers.map((o) => [o.name, o.deleted, o.stale])).toEqual([
      ['Druck 1', true, false],
      ['Druck 0', false, false],
    ]);
    const accept = api.post(`/api/tasks/${task.id}/suppliers/${suppliers[1]!.id}/accept`);
    expect(await readError(accept, 409)).toMatchObject({ code: 'SUPPLIER_DELETED' });
    const [flyer, letter] = task.formats.map((f) => f.id);
    const split = [
      { formatId: flyer, supplierId: suppliers[0]!.id },
      { formatId: letter, supplierId: suppliers[1]!.id },
    ];
    expect(await readError(api.post(`/api/tasks/${task.id}/award`, { awards: split }), 409)).toMatchObject({
      code: 'SUPPLIER_DELETED',
    });
    expect(await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).toMatchObject({ state: 50, supplierId: null });
    expect(await orders(api, task.id)).toEqual([]);

    // The printshop still there can win; the deleted one is told nothing.
    expect((await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)).statusCode).toBe(200);
    const told = await t.app.deps.db
      .selectFrom('mails')
      .select('kind')
      .where('toAddress', '=', 's1@druck.de')
      .where('kind', 'in', ['order', 'not-chosen'])
      .execute();
    expect(told).toEqual([]);
  });

  it('refuses to accept before the invitations went out, and from another workspace', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 1);
    await offer(0, [1, 1]);
    const draft = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    const early = await api.post(`/api/tasks/${draft.id}/suppliers/${suppliers[0]!.id}/accept`);
    expect((await readError(early, 409)).code).toBe('TASK_NOT_SENT');
    const stranger = apiAs(t.app, (await signUp(t.app, 'stranger')).cookie);
    expect((await stranger.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)).statusCode).toBe(404);
  });
});

describe('dashboard', () => {
  const t = useTestApp();

  it('is empty for a new workspace', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'fresh')).cookie);
    expect(await read(api.get('/api/dashboard'), DashboardSchema)).toEqual({ items: [], next: null });
  });

  it('shows open tasks with days left, the lowest sum and the sums per supplier, and drops accepted ones', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app);
    await offer(0, [300, 1]);
    await offer(2, [100, 50]);
    const draft = await read(api.put('/api/tasks', completeTask({ name: 'Draft' })), TaskSchema);
    const cards = (await read(api.get('/api/dashboard'), DashboardSchema)).items;
    const card = cards.find((c) => c.id === task.id);
    expect(card).toMatchObject({
      name: 'Mailing Q1',
      daysLeft: 10,
      lowestSum: 15000,
      offers: [
        { name: 'Druck 2', sum: 15000 },
        { name: 'Druck 0', sum: 30100 },
      ],
    });
    expect(cards.find((c) => c.id === draft.id)).toMatchObject({ lowestSum: null, offers: [] });

    const paged = await read(api.get('/api/dashboard?limit=1'), DashboardSchema);
    expect(paged.items).toHaveLength(1);
    expect(paged.next).toBe(1);

    await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[2]!.id}/accept`);
    expect((await read(api.get('/api/dashboard'), DashboardSchema)).items.map((c) => c.id)).toEqual([draft.id]);
  });
});
