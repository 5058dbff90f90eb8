import { describe, expect, it } from 'vitest';
import { formatEuros } from '../../../shared/money.ts';
import { outboxMail, signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask } from '../../test/tasks.ts';

describe('accepting an offer', () => {
  const t = useTestApp();

  it('closes the task at 99 with the winner, mails the order, refuses a second accept and later offers', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app);
    await api.post('/api/account/settings', { language: 'de', signature: 'Anna Einkauf' });
    await offer(0, [1000, 500]);
    await offer(1, ['1.234,50', 1]);

    const noOffer = await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[2]!.id}/accept`);
    expect(noOffer.statusCode).toBe(409);
    expect(noOffer.json().code).toBe('NO_OFFER');

    const accepted = await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[1]!.id}/accept`);
    expect(accepted.json()).toEqual({ code: 'ORDER_SENT', message: 'Order sent!' });
    expect((await api.get(`/api/tasks/${task.id}`)).json()).toMatchObject({ state: 99, supplierId: suppliers[1]!.id });

    const order = await outboxMail(t.app, 's1@druck.de', 'order');
    expect(order.subject).toBe('Order: Mailing Q1');
    // An English printshop reads English amounts.
    expect(order.text).toContain('Flyer A5: Quantity 5,000, Price €1,234.50');
    expect(order.text).toContain('Total: €1,235.50');
    expect(order.text).toContain('Anna Einkauf');
    expect(order.text).toContain('Lieferweg 1');

    const again = await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TASK_DONE');
    const late = await offer(0, [1, 1]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('OFFER_ENDED');
    expect((await pub(suppliers[0]!.id).get()).json().task).toMatchObject({ open: false, state: 99 });
    const orders = await t.app.deps.db.selectFrom('mails').select('id').where('kind', '=', 'order').execute();
    expect(orders).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous accepts win', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2);
    await offer(0, [1, 1]);
    await offer(1, [2, 2]);
    const results = await Promise.all(suppliers.map((s) => api.post(`/api/tasks/${task.id}/suppliers/${s.id}/accept`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const orders = await t.app.deps.db.selectFrom('mails').select('id').where('kind', '=', 'order').execute();
    expect(orders).toHaveLength(1);
  });

  it('orders exactly the offer that was current when it was accepted, while its printshop keeps submitting', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 1);
    await offer(0, [1, 1]);
    const code = (r: { statusCode: number; json: () => { code: string } }) =>
      r.statusCode === 200 ? 'stored' : r.json().code;
    let accepting = true;
    let n = 0;
    const codes: string[] = [];
    // Three submitters keep going while the accept runs: some are stored before it, the rest refused.
    const submitter = async () => {
      while (accepting) codes.push(code(await offer(0, [100 + n++, 1])));
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
    expect(code(await offer(0, [1, 1]))).toBe('OFFER_ENDED');
    const current = await t.app.deps.db
      .selectFrom('supplierTasks')
      .select('sum')
      .where('taskId', '=', task.id)
      .executeTakeFirstOrThrow();
    const order = await outboxMail(t.app, 's0@druck.de', 'order');
    expect(order.text).toContain(`Summe: ${formatEuros(Number(current.sum), 'de')}`);
  });

  it('refuses to accept before the invitations went out, and from another workspace', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 1);
    await offer(0, [1, 1]);
    const draft = (await api.put('/api/tasks', completeTask())).json();
    const early = await api.post(`/api/tasks/${draft.id}/suppliers/${suppliers[0]!.id}/accept`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('TASK_NOT_SENT');
    const stranger = apiAs(t.app, (await signUp(t.app, 'stranger')).cookie);
    expect((await stranger.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)).statusCode).toBe(404);
  });
});

describe('dashboard', () => {
  const t = useTestApp();

  it('is empty for a new workspace', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'fresh')).cookie);
    expect((await api.get('/api/dashboard')).json()).toEqual({ items: [], next: null });
  });

  it('shows open tasks with days left, the lowest sum and the sums per supplier, and drops accepted ones', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app);
    await offer(0, [300, 1]);
    await offer(2, [100, 50]);
    const draft = (await api.put('/api/tasks', completeTask({ name: 'Draft' }))).json();
    const cards = (await api.get('/api/dashboard')).json().items;
    const card = cards.find((c: { id: string }) => c.id === task.id);
    expect(card).toMatchObject({
      name: 'Mailing Q1',
      daysLeft: 10,
      lowestSum: 15000,
      offers: [
        { name: 'Druck 2', sum: 15000 },
        { name: 'Druck 0', sum: 30100 },
      ],
    });
    expect(cards.find((c: { id: string }) => c.id === draft.id)).toMatchObject({ lowestSum: null, offers: [] });

    const paged = (await api.get('/api/dashboard?limit=1')).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.next).toBe(1);

    await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[2]!.id}/accept`);
    expect((await api.get('/api/dashboard')).json().items.map((c: { id: string }) => c.id)).toEqual([draft.id]);
  });
});
