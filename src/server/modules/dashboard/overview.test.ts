import { describe, expect, it } from 'vitest';
import { TaskOverviewSchema } from '../../../shared/schemas/dashboard.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read } from '../../test/read.ts';
import { openInvitation, talkAs } from '../../test/talk.ts';
import { completeTask, inDays } from '../../test/tasks.ts';

type Api = ReturnType<typeof apiAs>;
const overview = (api: Api, taskId: string) => read(api.get(`/api/tasks/${taskId}/overview`), TaskOverviewSchema);

// docs/product.md#task-page: the overview of a sent task, counted on the server by the dashboard's rules.
describe('task overview', () => {
  const t = useTestApp();
  const tasks = () => t.app.deps.db.updateTable('tasks');

  it('counts the printshops by how far they got, the open questions and the best award, split allowed', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 4);
    expect(await overview(api, task.id)).toEqual({
      deadlineDate: inDays(10),
      daysLeft: 10,
      opening: null,
      invited: 4,
      opened: 0,
      offered: 0,
      declined: 0,
      questions: 0,
      bestTotal: null,
      bestTotalFlagged: false,
      awarded: null,
      actions: [],
    });
    await openInvitation(t.app, api, task.id, suppliers[3]!.id);
    await offer(0, [100, 50]);
    await offer(1, [90, 70]);
    await talkAs(t.app, task.id, suppliers[2]!.id).decline('No capacity');
    await talkAs(t.app, task.id, suppliers[3]!.id).ask('FSC paper?');
    expect(await overview(api, task.id)).toMatchObject({
      invited: 4,
      opened: 4,
      offered: 2,
      declined: 1,
      questions: 1,
      // The flyer from Druck 1 (90 €) and the letter from Druck 0 (50 €) beat both whole offers (150, 160 €).
      bestTotal: 14000,
      actions: [{ reason: 'questions', count: 1 }],
    });
  });

  it('names the passed deadline as the next action, with the offers to choose from', async () => {
    const { api, task, offer } = await sentTask(t.app, 2);
    await offer(0, [100, 50]);
    await tasks()
      .set({ deadlineDate: inDays(-1) })
      .where('id', '=', task.id)
      .execute();
    expect(await overview(api, task.id)).toMatchObject({
      daysLeft: -1,
      actions: [{ reason: 'deadlinePassed', count: 1 }],
    });
  });

  it('names no next action once awarded or cancelled, and still counts the open question', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2);
    await offer(0, [100, 50]);
    await talkAs(t.app, task.id, suppliers[1]!.id).ask('FSC paper?');
    await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`);
    expect(await overview(api, task.id)).toMatchObject({ questions: 1, actions: [] });
    const ended = await sentTask(t.app, 1, 'other');
    await talkAs(t.app, ended.task.id, ended.suppliers[0]!.id).ask('Two deliveries?');
    await ended.api.post(`/api/tasks/${ended.task.id}/cancel`, { message: '' });
    expect(await overview(ended.api, ended.task.id)).toMatchObject({ questions: 1, actions: [] });
  });

  it('states what a split award costs, each winner’s delivery once, beside the best whole offer', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 2);
    const [flyer, brief] = task.formats.map((f) => f.id) as [string, string];
    const offer = (i: number, prices: string[], deliveryCost: string) =>
      pub(suppliers[i]!.id).post({
        formats: [flyer, brief].map((id, k) => ({ id, price: prices[k] })),
        terms: { deliveryCost },
      });
    expect((await offer(0, ['500,00', '700,00'], '0')).statusCode).toBe(200);
    expect((await offer(1, ['600,00', '400,00'], '40,00')).statusCode).toBe(200);
    const [a, b] = suppliers.map((s) => s.id) as [string, string];
    const award = await api.post(`/api/tasks/${task.id}/award`, {
      awards: [
        { formatId: flyer, supplierId: a },
        { formatId: brief, supplierId: b },
      ],
    });
    expect(award.statusCode, award.body).toBe(200);
    // 500 + (400 + 40 delivery), the best award the prices allow too (the best whole offer: 1,040 €).
    expect(await overview(api, task.id)).toMatchObject({ awarded: 94000, bestTotal: 94000 });
  });

  it('says when the best award rests on a price far above the others, and counts no price waiting to be confirmed', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 2);
    const [flyer, letter] = task.formats;
    // Druck 0 prices the letter alone at 50 € with 10,000 € delivery; Druck 1 both, its letter at ten times that.
    const partial = { formats: [{ id: letter!.id, price: 50 }], terms: { deliveryCost: 10_000 } };
    expect((await pub(suppliers[0]!.id).post(partial)).statusCode).toBe(200);
    const whole = {
      formats: [
        { id: flyer!.id, price: 100 },
        { id: letter!.id, price: 500 },
      ],
    };
    expect((await pub(suppliers[1]!.id).post(whole)).statusCode).toBe(200);
    expect(await overview(api, task.id)).toMatchObject({ bestTotal: 60000, bestTotalFlagged: true });
    // The flyer's quantity changes: Druck 1's flyer price waits to be confirmed, so no award has a flyer price.
    const formats = task.formats.map((f) => (f.id === flyer!.id ? { ...f, count: 6000 } : f));
    await read(api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', formats }), TaskSchema);
    expect(await overview(api, task.id)).toMatchObject({ bestTotal: null, bestTotalFlagged: false });
  });

  it('awards around a price far above the others once another printshop prices that format', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 3);
    const [flyer, brief] = task.formats.map((f) => f.id) as [string, string];
    const offer = (i: number, prices: [string, string | null]) =>
      pub(suppliers[i]!.id).post({
        formats: [{ id: flyer, price: prices[0] }, ...(prices[1] === null ? [] : [{ id: brief, price: prices[1] }])],
      });
    // Druck 0 typed 960.690 € for its flyer and is the only offer: nothing to hold the price against yet.
    expect((await offer(0, ['960690', '50'])).statusCode).toBe(200);
    expect(await overview(api, task.id)).toMatchObject({ bestTotal: 96_074_000, bestTotalFlagged: false });
    // Two printshops price the flyer alone: the best award takes its flyer from Druck 1, its letter from Druck 0.
    expect((await offer(1, ['700', null])).statusCode).toBe(200);
    expect((await offer(2, ['710', null])).statusCode).toBe(200);
    expect(await overview(api, task.id)).toMatchObject({ bestTotal: 75_000, bestTotalFlagged: false });
  });

  it('gives no total while the bids are sealed, and the day they open', async () => {
    const { api, task, offer } = await sentTask(t.app, 2, 'buyer', { sealed: true });
    await offer(0, [100, 50]);
    expect(await overview(api, task.id)).toMatchObject({ offered: 1, bestTotal: null, opening: inDays(11) });
  });

  it('is 404 for another workspace’s task and for an unknown one', async () => {
    const { task } = await sentTask(t.app, 1);
    const other = apiAs(t.app, (await signUp(t.app, 'other')).cookie);
    const draft = await read(other.put('/api/tasks', completeTask()), TaskSchema);
    expect((await other.get(`/api/tasks/${task.id}/overview`)).statusCode).toBe(404);
    expect((await other.get('/api/tasks/nope/overview')).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await overview(other, draft.id)).toMatchObject({ invited: 0, actions: [] });
  });
});
