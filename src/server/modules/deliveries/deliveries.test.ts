import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { DashboardActionsSchema } from '../../../shared/schemas/dashboard.ts';
import {
  DeliveryListSchema,
  DeliverySchema,
  ScorecardListSchema,
  ScorecardSchema,
} from '../../../shared/schemas/deliveries.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp, type TestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read, readError } from '../../test/read.ts';
import { completeTask, inDays } from '../../test/tasks.ts';

type Api = ReturnType<typeof apiAs>;

// The delivery date of a task that is done cannot be changed through the API: the tests move it into the past,
// and the day the task was sent before it (a delivery before the send is refused).
const setDeliveryDate = (app: TestApp, taskId: string, deliveryDate: string) =>
  app.deps.db
    .updateTable('tasks')
    .set({ deliveryDate, invitedAt: Date.now() - 60 * 86_400_000 })
    .where('id', '=', taskId)
    .execute();

const deliver = (api: Api, taskId: string, supplierId: string, body: object) =>
  api.post(`/api/tasks/${taskId}/deliveries/${supplierId}`, body);

/** A task of the workspace sent to its printshops, offered by `supplierId` and accepted: awarded whole to it. */
async function awardedTask(app: TestApp, api: Api, supplierId: string, name: string) {
  const task = await read(api.put('/api/tasks', completeTask({ name })), TaskSchema);
  await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
  const offered = await app.inject({
    method: 'POST',
    url: `/api/pub/tasks/${task.id}/${supplierId}`,
    headers: { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, task.id, supplierId) },
    payload: { formats: task.formats.map((f) => ({ id: f.id, price: 100 })) },
  });
  expect(offered.statusCode).toBe(200);
  expect((await api.post(`/api/tasks/${task.id}/suppliers/${supplierId}/accept`)).statusCode).toBe(200);
  return task;
}

describe('deliveries', () => {
  const t = useTestApp();

  it('records a winner’s delivery on time or days late, replaces it when recorded again, and audits it', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 3);
    await offer(0, [1000, 500]);
    await offer(1, [900, 600]);
    await offer(2, [950, 550]);
    const [s0, s1, s2] = suppliers.map((s) => s.id) as [string, string, string];
    const today = inDays(0);

    const early = await deliver(api, task.id, s0, { deliveredOn: today, quality: 4 });
    expect(await readError(early, 409)).toMatchObject({ code: 'NOT_AWARDED' });

    // Split: the flyer to Druck 1, the letter to Druck 0; Druck 2 won nothing.
    const [flyer, letter] = task.formats.map((f) => f.id);
    const awarded = await api.post(`/api/tasks/${task.id}/award`, {
      awards: [
        { formatId: flyer, supplierId: s1 },
        { formatId: letter, supplierId: s0 },
      ],
    });
    expect(awarded.statusCode).toBe(200);

    const loser = await deliver(api, task.id, s2, { deliveredOn: today, quality: 4 });
    expect(await readError(loser, 409)).toMatchObject({ code: 'NOT_A_WINNER' });
    const stranger = await deliver(api, task.id, 'no-such-printshop', { deliveredOn: today, quality: 4 });
    expect(await readError(stranger, 409)).toMatchObject({ code: 'NOT_A_WINNER' });

    // The tender's delivery date is 30 days ahead: delivered today is on time.
    const onTime = await read(deliver(api, task.id, s0, { deliveredOn: today, quality: 4 }), DeliverySchema);
    expect(onTime).toMatchObject({ supplierId: s0, deliveredOn: today, daysLate: 0, quality: 4, note: '' });
    expect(onTime.recordedBy).toBe('buyer');

    await setDeliveryDate(t.app, task.id, inDays(-10));
    const late = await read(
      deliver(api, task.id, s1, { deliveredOn: inDays(-7), quality: 2, note: '  Boxes wet  ' }),
      DeliverySchema,
    );
    expect(late).toMatchObject({ daysLate: 3, quality: 2, note: 'Boxes wet' });
    // Before the delivery date is on time too, not "-2 days late".
    const before = await read(deliver(api, task.id, s0, { deliveredOn: inDays(-12), quality: 5 }), DeliverySchema);
    expect(before).toMatchObject({ daysLate: 0, quality: 5 });

    const { items } = await read(api.get(`/api/tasks/${task.id}/deliveries`), DeliveryListSchema);
    expect(items).toHaveLength(2);
    expect(items.find((d) => d.supplierId === s0)).toMatchObject({ deliveredOn: inDays(-12), quality: 5, daysLate: 0 });
    expect(items.find((d) => d.supplierId === s1)).toMatchObject({ deliveredOn: inDays(-7), quality: 2, daysLate: 3 });

    const events = (await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items;
    const recorded = events.filter((e) => e.kind === 'delivered');
    expect(recorded).toHaveLength(3);
    // Newest first: the replacement names what it replaced.
    expect(recorded[0]).toMatchObject({
      staff: 'buyer',
      supplier: 'Druck 0',
      values: [
        { field: 'deliveredOn', old: today, new: inDays(-12) },
        { field: 'quality', old: '4', new: '5' },
      ],
    });
    expect(recorded[1]).toMatchObject({ supplier: 'Druck 1', subject: 'Boxes wet' });
    expect(recorded[2]!.values[0]).toEqual({ field: 'deliveredOn', old: null, new: today });
  });

  it('answers bad input with 400 naming the field, and another workspace’s task with 404', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 1);
    await offer(0, [1000, 500]);
    const s0 = suppliers[0]!.id;
    await api.post(`/api/tasks/${task.id}/suppliers/${s0}/accept`);
    const bad = async (body: object, field: string, code = 'INVALID') =>
      expect(await readError(deliver(api, task.id, s0, body), 400), JSON.stringify(body)).toMatchObject({
        code,
        field,
      });
    await bad({ deliveredOn: inDays(0), quality: 0 }, 'quality');
    await bad({ deliveredOn: inDays(0), quality: 6 }, 'quality');
    await bad({ deliveredOn: inDays(0), quality: 3.5 }, 'quality');
    await bad({ deliveredOn: inDays(0), quality: '4' }, 'quality');
    await bad({ deliveredOn: inDays(0) }, 'quality');
    await bad({ deliveredOn: '2026-02-30', quality: 3 }, 'deliveredOn');
    await bad({ deliveredOn: '30.01.2026', quality: 3 }, 'deliveredOn');
    await bad({ quality: 3 }, 'deliveredOn');
    await bad({ deliveredOn: inDays(0), quality: 3, note: 'x'.repeat(2001) }, 'note');
    await bad({ deliveredOn: inDays(0), quality: 3, late: true }, 'late');
    await bad({ deliveredOn: inDays(1), quality: 3 }, 'deliveredOn', 'DELIVERY_IN_FUTURE');
    // Nothing is delivered before the request went out (today).
    const early = await readError(deliver(api, task.id, s0, { deliveredOn: inDays(-1), quality: 3 }), 400);
    expect(early).toMatchObject({ code: 'DELIVERY_BEFORE_SENT', field: 'deliveredOn', params: { day: inDays(0) } });
    expect((await read(api.get(`/api/tasks/${task.id}/deliveries`), DeliveryListSchema)).items).toEqual([]);

    const other = apiAs(t.app, (await signUp(t.app, 'other')).cookie);
    const foreign = await deliver(other, task.id, s0, { deliveredOn: inDays(0), quality: 3 });
    expect(await readError(foreign, 404)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await other.get(`/api/tasks/${task.id}/deliveries`)).statusCode).toBe(404);
  });

  it('sums a printshop’s scorecard: orders, on-time share, average quality, the last five newest first', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'scorer')).cookie);
    const shop = await read(api.put('/api/suppliers', { name: 'Druck Nord', email: 'nord@druck.de' }), SupplierSchema);
    const other = await read(api.put('/api/suppliers', { name: 'Druck Süd', email: 'sued@druck.de' }), SupplierSchema);
    // Per task: days after its delivery date (negative: early), quality; one more task awarded and not delivered.
    const records = [
      { late: 0, quality: 5 },
      { late: -2, quality: 4 },
      { late: 3, quality: 2 },
      { late: 0, quality: 5 },
      { late: 1, quality: 3 },
      { late: 0, quality: 4 },
    ];
    const tasks = [];
    for (let i = 0; i <= records.length; i++) tasks.push(await awardedTask(t.app, api, shop.id, `Job ${i}`));
    // Recorded in an order of their own; each task's delivery date a few days apart, so the days delivered differ.
    for (const i of [3, 0, 5, 1, 4, 2]) {
      const deliveryDate = inDays(-40 + i * 5);
      await setDeliveryDate(t.app, tasks[i]!.id, deliveryDate);
      const { late, quality } = records[i]!;
      const body = { deliveredOn: addDays(deliveryDate, late), quality, note: `Note ${i}` };
      expect((await read(deliver(api, tasks[i]!.id, shop.id, body), DeliverySchema)).daysLate).toBe(Math.max(0, late));
    }

    const card = await read(api.get(`/api/suppliers/${shop.id}/scorecard`), ScorecardSchema);
    expect(card).toMatchObject({ supplierId: shop.id, orders: 7, deliveries: 6, averageQuality: 3.8 });
    expect(card.onTimeShare).toBeCloseTo(4 / 6);
    expect(card.last.map((d) => d.taskName)).toEqual(['Job 5', 'Job 4', 'Job 3', 'Job 2', 'Job 1']);
    expect(card.last[1]).toEqual({
      taskId: tasks[4]!.id,
      taskName: 'Job 4',
      deliveredOn: addDays(inDays(-20), 1),
      daysLate: 1,
      quality: 3,
      note: 'Note 4',
    });

    const empty = await read(api.get(`/api/suppliers/${other.id}/scorecard`), ScorecardSchema);
    expect(empty).toEqual({
      supplierId: other.id,
      orders: 0,
      deliveries: 0,
      onTimeShare: null,
      averageQuality: null,
      last: [],
    });
    const { items } = await read(api.get('/api/suppliers/scorecards'), ScorecardListSchema);
    const { last: _, ...summary } = card;
    expect(items).toEqual([summary]);

    const stranger = apiAs(t.app, (await signUp(t.app, 'stranger')).cookie);
    expect(await readError(stranger.get(`/api/suppliers/${shop.id}/scorecard`), 404)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await read(stranger.get('/api/suppliers/scorecards'), ScorecardListSchema)).items).toEqual([]);
  });

  it('lists on the dashboard awarded tenders whose delivery is not recorded a week after the delivery date', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2);
    await offer(0, [1000, 500]);
    await offer(1, [900, 600]);
    const [flyer, letter] = task.formats.map((f) => f.id);
    const [s0, s1] = suppliers.map((s) => s.id) as [string, string];
    await api.post(`/api/tasks/${task.id}/award`, {
      awards: [
        { formatId: flyer, supplierId: s1 },
        { formatId: letter, supplierId: s0 },
      ],
    });
    const due = async () =>
      (await read(api.get('/api/dashboard/actions'), DashboardActionsSchema)).items.filter(
        (a) => a.reason === 'deliveryDue',
      );

    await setDeliveryDate(t.app, task.id, inDays(-6));
    expect(await due()).toEqual([]);
    await setDeliveryDate(t.app, task.id, inDays(-7));
    expect(await due()).toEqual([
      { taskId: task.id, name: 'Mailing Q1', reason: 'deliveryDue', count: 2, deadlineDate: task.deadlineDate },
    ]);
    await read(deliver(api, task.id, s0, { deliveredOn: inDays(-7), quality: 4 }), DeliverySchema);
    expect(await due()).toMatchObject([{ taskId: task.id, count: 1 }]);
    await read(deliver(api, task.id, s1, { deliveredOn: inDays(-6), quality: 3 }), DeliverySchema);
    expect(await due()).toEqual([]);
  });
});
