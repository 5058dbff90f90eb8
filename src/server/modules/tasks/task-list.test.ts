import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask, inDays } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { DashboardSchema } from '../../../shared/schemas/dashboard.ts';
import { TaskListSchema, TaskSchema } from '../../../shared/schemas/tasks.ts';

type Api = ReturnType<typeof apiAs>;
const names = async (api: Api, query: string) =>
  (await read(api.get(`/api/tasks?${query}`), TaskListSchema)).items.map((t) => t.name);

describe('GET /api/tasks: search, filters and order', () => {
  let queries = 0;
  const t = useTestApp({ onQuery: () => queries++ });
  const buyer = async (name = 'buyer') => apiAs(t.app, (await signUp(t.app, name)).cookie);
  const create = async (api: Api, name: string, change: Parameters<typeof completeTask>[0] = {}) =>
    read(api.put('/api/tasks', completeTask({ name, ...change })), TaskSchema, 201);
  const moveDeadline = (id: string, deadlineDate: string) =>
    t.app.deps.db.updateTable('tasks').set({ deadlineDate }).where('id', '=', id).execute();

  it('finds a part of the name in any case, umlauts too, and takes % and _ literally', async () => {
    const api = await buyer();
    await create(api, 'Äpfel Mailing');
    await create(api, 'Flyer äpfel');
    await create(api, 'Broschüre');
    await create(api, '50% Rabatt');
    await create(api, '500 Rabatt');
    expect((await names(api, 'q=%C3%A4pf')).sort()).toEqual(['Flyer äpfel', 'Äpfel Mailing']);
    expect((await names(api, 'q=%C3%84PF')).sort()).toEqual(['Flyer äpfel', 'Äpfel Mailing']);
    expect(await names(api, 'q=BROSCH%C3%9CRE')).toEqual(['Broschüre']);
    expect(await names(api, 'q=50%25')).toEqual(['50% Rabatt']);
    expect(await names(api, 'q=5_0')).toEqual([]);
    expect(await names(api, 'q=nothing')).toEqual([]);
    // A renamed task is found by its new name only.
    const renamed = await create(api, 'Alter Name');
    await read(api.post(`/api/tasks/${renamed.id}`, { name: 'Neue Übersicht' }), TaskSchema);
    expect(await names(api, 'q=%C3%BCbersicht')).toEqual(['Neue Übersicht']);
    expect(await names(api, 'q=alter')).toEqual([]);
  });

  it('filters by one or several states and answers 400 naming a state it does not know', async () => {
    const { api } = await sentTask(t.app, 1, 'buyer', { name: 'Versendet' });
    await create(api, 'Bereit');
    await create(api, 'Unfertig', { deadlineDate: null });
    expect(await names(api, 'state=sent')).toEqual(['Versendet']);
    expect(await names(api, 'state=pending')).toEqual(['Unfertig']);
    expect((await names(api, 'state=ready&state=sent')).sort()).toEqual(['Bereit', 'Versendet']);
    expect(await names(api, 'state=done')).toEqual([]);
    expect(await readError(api.get('/api/tasks?state=open'), 400)).toMatchObject({ code: 'INVALID', field: 'state' });
    expect(await readError(api.get('/api/tasks?state=sent&state=50'), 400)).toMatchObject({ field: 'state' });
  });

  it('filters by the deadline against the workspace’s today and answers 400 to an unknown filter', async () => {
    const api = await buyer();
    const overdue = await create(api, 'Vorbei');
    await moveDeadline(overdue.id, inDays(-1));
    await create(api, 'Heute', { deadlineDate: inDays(0) });
    await create(api, 'In sechs Tagen', { deadlineDate: inDays(6) });
    await create(api, 'In sieben Tagen', { deadlineDate: inDays(7) });
    await create(api, 'Ohne Frist', { deadlineDate: null });
    expect(await names(api, 'deadline=overdue')).toEqual(['Vorbei']);
    expect((await names(api, 'deadline=week')).sort()).toEqual(['Heute', 'In sechs Tagen']);
    expect(await names(api, 'deadline=later')).toEqual(['In sieben Tagen']);
    expect(await names(api, 'deadline=none')).toEqual(['Ohne Frist']);
    expect(await names(api, 'deadline=week&q=heute')).toEqual(['Heute']);
    const list = await read(api.get('/api/tasks'), TaskListSchema);
    expect(Object.fromEntries(list.items.map((i) => [i.name, i.daysLeft]))).toEqual({
      Vorbei: -1,
      Heute: 0,
      'In sechs Tagen': 6,
      'In sieben Tagen': 7,
      'Ohne Frist': null,
    });
    expect(await readError(api.get('/api/tasks?deadline=soon'), 400)).toMatchObject({ field: 'deadline' });
  });

  it('orders by deadline (none last either way), name, creation and offers; 400 to an unknown order', async () => {
    const { api, offer } = await sentTask(t.app, 2, 'buyer', { name: 'Bravo', deadlineDate: inDays(5) });
    await offer(0, ['10', '20']);
    await offer(1, ['11', '20']);
    await create(api, 'alpha', { deadlineDate: inDays(9) });
    await create(api, 'Charlie', { deadlineDate: null });
    await create(api, 'Delta', { deadlineDate: inDays(2) });
    expect(await names(api, '')).toEqual(['Delta', 'Charlie', 'alpha', 'Bravo']);
    expect(await names(api, 'sort=created')).toEqual(['Bravo', 'alpha', 'Charlie', 'Delta']);
    expect(await names(api, 'sort=deadline')).toEqual(['Delta', 'Bravo', 'alpha', 'Charlie']);
    expect(await names(api, 'sort=-deadline')).toEqual(['alpha', 'Bravo', 'Delta', 'Charlie']);
    expect(await names(api, 'sort=name')).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(await names(api, 'sort=-name')).toEqual(['Delta', 'Charlie', 'Bravo', 'alpha']);
    expect((await names(api, 'sort=-offers'))[0]).toBe('Bravo');
    expect((await names(api, 'sort=offers')).at(-1)).toBe('Bravo');
    // Paging goes on in the same order.
    expect(await names(api, 'sort=name&offset=2&limit=1')).toEqual(['Charlie']);
    expect(await readError(api.get('/api/tasks?sort=price'), 400)).toMatchObject({ code: 'INVALID', field: 'sort' });
  });

  it('gives each row its invited printshops, current offers, best total as the dashboard, days left and winners', async () => {
    const { api, task, suppliers, offer, pub } = await sentTask(t.app, 3, 'buyer', { name: 'Herbst' });
    const flyer = task.formats[0]!.id;
    await offer(0, ['100', '300']);
    await offer(1, ['200', '150.50']);
    // A partial offer lower than both: it never is the best total (docs/product.md#offers-and-ranks).
    await pub(suppliers[2]!.id).post({ formats: [{ id: flyer, price: '10' }] });
    const row = async (id: string) =>
      (await read(api.get('/api/tasks'), TaskListSchema)).items.find((i) => i.id === id)!;
    expect(await row(task.id)).toMatchObject({
      invited: 3,
      offers: 3,
      lowestSum: 35_050,
      daysLeft: 10,
      opening: null,
      awarded: null,
      winners: [],
    });
    const card = (await read(api.get('/api/dashboard'), DashboardSchema)).items.find((i) => i.id === task.id)!;
    expect(card.lowestSum).toBe(35_050);

    expect((await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)).statusCode).toBe(200);
    expect(await row(task.id)).toMatchObject({ state: 99, awarded: 40_000, winners: ['Druck 0'] });

    const split = await sentTask(t.app, 2, 'buyer.split', { name: 'Geteilt' });
    await split.offer(0, ['100', '300']);
    await split.pub(split.suppliers[1]!.id).post({
      formats: split.task.formats.map((x, k) => ({ id: x.id, price: ['200', '150'][k] })),
      terms: { deliveryCost: '25' },
    });
    const [f, l] = split.task.formats.map((x) => x.id);
    const awards = [
      { formatId: f, supplierId: split.suppliers[0]!.id },
      { formatId: l, supplierId: split.suppliers[1]!.id },
    ];
    expect((await split.api.post(`/api/tasks/${split.task.id}/award`, { awards })).statusCode).toBe(200);
    const splitRow = (await read(split.api.get('/api/tasks'), TaskListSchema)).items[0]!;
    // 100 from Druck 0, 150 + 25 delivery from Druck 1: what the award costs, not the best offer's total.
    expect(splitRow).toMatchObject({ name: 'Geteilt', state: 99, awarded: 27_500, winners: ['Druck 0', 'Druck 1'] });
  });

  it('shows no best total of a sealed task before its deadline day is over, as the dashboard', async () => {
    const { api, task, offer } = await sentTask(t.app, 2, 'buyer', { sealed: true });
    await offer(0, ['100', '300']);
    await offer(1, ['200', '150']);
    const both = async () => ({
      row: (await read(api.get('/api/tasks'), TaskListSchema)).items.find((i) => i.id === task.id)!,
      card: (await read(api.get('/api/dashboard'), DashboardSchema)).items.find((i) => i.id === task.id)!,
    });
    const sealed = await both();
    expect(sealed.row).toMatchObject({ offers: 2, lowestSum: null, opening: inDays(11) });
    expect(sealed.card.lowestSum).toBeNull();
    await moveDeadline(task.id, inDays(-1));
    const open = await both();
    expect(open.row).toMatchObject({ offers: 2, lowestSum: 35_000, opening: null });
    expect(open.card.lowestSum).toBe(35_000);
  });

  it('reads a page of 50 tasks, offers and winners among them, in as many queries as a page of two', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2);
    await offer(0, ['100', '300']);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)).statusCode).toBe(200);
    const small = await sentTask(t.app, 1, 'buyer.small');
    await small.offer(0, ['100', '300']);
    const winner = `/api/tasks/${small.task.id}/suppliers/${small.suppliers[0]!.id}/accept`;
    expect((await small.api.post(winner)).statusCode).toBe(200);
    await create(small.api, 'Zwei');
    await t.app.deps.outbox.stop();
    for (let i = 0; i < 49; i++) await create(api, `Aufgabe ${i}`);
    const queriesOf = async (of: Api) => {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = queries;
        await read(of.get('/api/tasks?limit=50&sort=deadline'), TaskListSchema);
        counts.push(queries - before);
      }
      return Math.min(...counts);
    };
    expect((await read(api.get('/api/tasks?limit=50'), TaskListSchema)).items).toHaveLength(50);
    expect(await queriesOf(api)).toBe(await queriesOf(small.api));
  });
});
