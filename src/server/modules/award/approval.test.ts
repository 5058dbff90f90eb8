import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { MailKind } from '../../../shared/mail-state.ts';
import { buildApp } from '../../app.ts';
import { caughtMail, signUp } from '../../test/accounts.ts';
import { accept, team } from '../../test/approval.ts';
import { apiAs } from '../../test/api.ts';
import { createTestDatabase, testConfig, useTestApp, type TestDatabase } from '../../test/helper.ts';
import { caughtText } from '../../test/notifications.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { NoticeSchema } from '../../../shared/schemas/account.ts';
import { DashboardSchema } from '../../../shared/schemas/dashboard.ts';
import { AwardRequestAnswerSchema } from '../../../shared/schemas/award.ts';
import { TaskEventListSchema, WorkspaceEventListSchema } from '../../../shared/schemas/events.ts';
import { NotificationListSchema } from '../../../shared/schemas/notifications.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { WorkspaceSchema } from '../../../shared/schemas/workspace.ts';

/** The mails of `kind` the outbox holds for the task (queued or sent). */
const outboxed = (app: App, taskId: string, kind: MailKind) =>
  app.deps.db.selectFrom('mails').select(['toAddress']).where('taskId', '=', taskId).where('kind', '=', kind).execute();

describe('award approval', () => {
  const t = useTestApp({ outbox: { pollMs: 50 } });

  it("stores a member's award above the limit as a request that sends nothing, and tells owner and admins", async () => {
    const { task, suppliers, clerk, chief, owner } = await team(t.app);
    const asked = await accept(clerk, task.id, suppliers[0]!.id);
    expect(await read(asked, NoticeSchema)).toMatchObject({ code: 'APPROVAL_REQUESTED' });
    expect(await read(clerk.get(`/api/tasks/${task.id}`), TaskSchema)).toMatchObject({ state: 50, supplierId: null });
    expect(await outboxed(t.app, task.id, 'order')).toEqual([]);
    expect(await outboxed(t.app, task.id, 'not-chosen')).toEqual([]);

    const { request } = await read(chief.get(`/api/tasks/${task.id}/award/request`), AwardRequestAnswerSchema);
    expect(request).toMatchObject({
      requestedBy: 'clerk',
      canDecide: true,
      notifyOthers: true,
      preview: { total: 150_000, perSupplier: [{ supplierId: suppliers[0]!.id, total: 150_000 }], saving: -120_000 },
    });
    expect(request!.awards.map((a) => a.supplierId)).toEqual([suppliers[0]!.id, suppliers[0]!.id]);
    const mine = await read(clerk.get(`/api/tasks/${task.id}/award/request`), AwardRequestAnswerSchema);
    expect(mine.request?.canDecide).toBe(false);

    // Owner (German) and admin (English) hear of it in the bell and by mail, parsed from the SMTP catcher.
    const english = await caughtText(
      t.app,
      'chief@example.com',
      'clerk asks for approval of an award above the limit.',
    );
    expect(english.text).toContain(`http://localhost:3000/ua/task/${task.id}/offers`);
    await caughtText(t.app, 'buyer@example.com', 'clerk bittet um Freigabe eines Zuschlags über dem Limit.');
    const bell = await read(owner.get('/api/notifications'), NotificationListSchema);
    expect(bell.items[0]).toMatchObject({ kind: 'approval', taskId: task.id, message: 'clerk' });
    expect((await read(clerk.get('/api/notifications'), NotificationListSchema)).items).toEqual([]);

    // While it waits, no other award is taken, not even an admin's.
    const second = await accept(chief, task.id, suppliers[1]!.id);
    expect((await readError(second, 409)).code).toBe('AWAITING_APPROVAL');
    const split = await chief.post(`/api/tasks/${task.id}/award`, {
      awards: task.formats.map((f) => ({ formatId: f.id, supplierId: suppliers[1]!.id })),
    });
    expect((await readError(split, 409)).code).toBe('AWAITING_APPROVAL');
    const events = await read(owner.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    expect(events.items[0]).toMatchObject({ kind: 'award-requested', staff: 'clerk', amount: 150_000, count: 1 });
  });

  it("sends a member's award below the limit straight out", async () => {
    const { task, suppliers, clerk } = await team(t.app);
    expect(await read(accept(clerk, task.id, suppliers[1]!.id), NoticeSchema)).toMatchObject({ code: 'ORDER_SENT' });
    expect(await outboxed(t.app, task.id, 'order')).toEqual([{ toAddress: 's1@druck.de' }]);
  });

  it("lets an admin's award above the limit go straight out", async () => {
    const { task, suppliers, chief } = await team(t.app);
    expect(await read(accept(chief, task.id, suppliers[0]!.id), NoticeSchema)).toMatchObject({ code: 'ORDER_SENT' });
    expect(await outboxed(t.app, task.id, 'order')).toEqual([{ toAddress: 's0@druck.de' }]);
  });

  it('performs the award as the member asked on approval: order and not-chosen mails, audit rows', async () => {
    const { task, suppliers, clerk, chief, owner } = await team(t.app);
    const split = task.formats.map((f, i) => ({ formatId: f.id, supplierId: suppliers[i === 0 ? 0 : 1]!.id }));
    const asked = await clerk.post(`/api/tasks/${task.id}/award`, { awards: split });
    expect(await read(asked, NoticeSchema)).toMatchObject({ code: 'APPROVAL_REQUESTED' });

    const refused = await clerk.post(`/api/tasks/${task.id}/award/approve`);
    expect((await readError(refused, 403)).code).toBe('NOT_APPROVER');
    const notRejected = await clerk.post(`/api/tasks/${task.id}/award/reject`, { message: 'No' });
    expect((await readError(notRejected, 403)).code).toBe('NOT_APPROVER');

    const approved = await chief.post(`/api/tasks/${task.id}/award/approve`);
    expect(await read(approved, NoticeSchema)).toMatchObject({ code: 'ORDER_SENT' });
    expect(await read(owner.get(`/api/tasks/${task.id}`), TaskSchema)).toMatchObject({ state: 99, supplierId: null });
    const orders = (await outboxed(t.app, task.id, 'order')).map((m) => m.toAddress).sort();
    expect(orders).toEqual(['s0@druck.de', 's1@druck.de']);
    // Druck 0 reads German: its order, parsed from the SMTP catcher, lists the format it won.
    const order = await caughtMail(t.app, 's0@druck.de', /^Auftrag/);
    expect(order.subject).toMatch(/^Auftrag PO-\d{4}-0001: Mailing Q1$/);
    expect((await read(chief.get(`/api/tasks/${task.id}/award/request`), AwardRequestAnswerSchema)).request).toBeNull();
    const again = await chief.post(`/api/tasks/${task.id}/award/approve`);
    expect((await readError(again, 409)).code).toBe('TASK_DONE');

    const kinds = (await read(owner.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items
      .filter((e) => e.staff !== null)
      .map((e) => [e.kind, e.staff, e.subject]);
    expect(kinds.slice(0, 3)).toEqual([
      ['awarded', 'chief', null],
      ['award-approved', 'chief', 'clerk'],
      ['award-requested', 'clerk', null],
    ]);
  });

  it('returns the task to where it was on rejection and tells the member who asked, with the message', async () => {
    const { task, suppliers, clerk, chief, owner } = await team(t.app);
    await accept(clerk, task.id, suppliers[0]!.id);
    const empty = await owner.post(`/api/tasks/${task.id}/award/reject`, { message: ' ' });
    expect((await readError(empty, 400)).code).toBe('INVALID');
    const rejected = await owner.post(`/api/tasks/${task.id}/award/reject`, {
      message: 'Too expensive, take Druck 1.',
    });
    expect(await read(rejected, NoticeSchema)).toMatchObject({ code: 'AWARD_REJECTED' });
    expect(await read(owner.get(`/api/tasks/${task.id}`), TaskSchema)).toMatchObject({ state: 50 });
    expect(await outboxed(t.app, task.id, 'order')).toEqual([]);
    const twice = await chief.post(`/api/tasks/${task.id}/award/reject`, { message: 'No' });
    expect((await readError(twice, 409)).code).toBe('NO_APPROVAL_REQUEST');

    const told = await caughtText(
      t.app,
      'clerk@example.com',
      'Your award was not approved: Too expensive, take Druck 1.',
    );
    expect(told.subject).toBe('Award not approved – Mailing Q1');
    const bell = await read(clerk.get('/api/notifications'), NotificationListSchema);
    expect(bell.items[0]).toMatchObject({ kind: 'approval-rejected', message: 'Too expensive, take Druck 1.' });
    const trail = await read(owner.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    expect(trail.items[0]).toMatchObject({
      kind: 'award-rejected',
      staff: 'buyer',
      subject: 'Too expensive, take Druck 1.',
    });

    // Open again: the member's award below the limit goes out.
    expect(await read(accept(clerk, task.id, suppliers[1]!.id), NoticeSchema)).toMatchObject({ code: 'ORDER_SENT' });
  });

  it('sets the limit by owners and admins only, in whole units, recorded in the workspace trail', async () => {
    const { clerk, chief } = await team(t.app);
    expect((await readError(clerk.post('/api/workspace', { approvalAbove: 5 }), 403)).code).toBe('NOT_TEAM_MANAGER');
    for (const bad of [0, -3, 1.234, 'abc']) {
      const res = await chief.post('/api/workspace', { approvalAbove: bad });
      expect((await readError(res, 400)).code, String(bad)).toBe('INVALID');
    }
    expect(await read(chief.post('/api/workspace', { approvalAbove: '2500.50' }), WorkspaceSchema)).toMatchObject({
      approvalAbove: 2500.5,
      company: null,
    });
    expect(await read(clerk.get('/api/workspace'), WorkspaceSchema)).toMatchObject({ approvalAbove: 2500.5 });
    expect(await read(chief.post('/api/workspace', { approvalAbove: null }), WorkspaceSchema)).toMatchObject({
      approvalAbove: null,
    });
    const trail = await read(chief.get('/api/workspace/events'), WorkspaceEventListSchema);
    expect(trail.items.slice(0, 2)).toMatchObject([
      { kind: 'approval-set', staff: 'chief', values: [{ field: 'approvalAbove', old: '2500.50', new: null }] },
      { kind: 'approval-set', values: [{ field: 'approvalAbove', old: '1000.00', new: '2500.50' }] },
    ]);
    // A company body still needs its name and address.
    expect((await readError(chief.post('/api/workspace', { phone: '1' }), 400)).code).toBe('INVALID');
  });
});

describe('a task’s budget', () => {
  const t = useTestApp();

  it('is stored as an amount, changed and cleared by an update, and refused unless positive with two decimals', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const task = await read(api.put('/api/tasks', completeTask({ budget: 12_000.5 })), TaskSchema, 201);
    expect(task.budget).toBe(12_000.5);
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).budget).toBe(12_000.5);
    const changed = await read(api.post(`/api/tasks/${task.id}`, { budget: '9000' }), TaskSchema);
    expect(changed.budget).toBe(9000);
    const kept = await read(api.post(`/api/tasks/${task.id}`, { name: 'Flyer A5' }), TaskSchema);
    expect(kept.budget).toBe(9000);
    expect((await read(api.post(`/api/tasks/${task.id}`, { budget: null }), TaskSchema)).budget).toBeNull();
    for (const budget of [0, -1, 10.001, 'ten']) {
      const res = await api.put('/api/tasks', completeTask({ budget }));
      expect((await readError(res, 400)).code, String(budget)).toBe('INVALID');
    }
    const events = await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    const budgets = events.items.flatMap((e) => e.values.filter((v) => v.field === 'budget'));
    expect(budgets).toEqual([
      { field: 'budget', old: '9000.00', new: null },
      { field: 'budget', old: '12000.50', new: '9000.00' },
    ]);
  });
});

describe('a waiting award across a restart', () => {
  let db: TestDatabase | undefined;
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    await db?.drop();
    [app, db] = [undefined, undefined];
  });

  it('keeps the request, not the orders, when the app is closed and opened again on the same database', async () => {
    db = await createTestDatabase();
    const config = testConfig(db.database);
    app = await buildApp(config, { webRoot: null, outbox: { pollMs: 20 } });
    const { task, suppliers, clerk } = await team(app);
    await accept(clerk, task.id, suppliers[0]!.id);
    await app.close();

    app = await buildApp(config, { webRoot: null, outbox: { pollMs: 20 } });
    // The new instance's outbox has sent a mail of its own (an activation code, through the catcher); still no
    // order, and the request waits.
    await signUp(app, 'late');
    await caughtMail(app, 'late@example.com', /./);
    expect(await outboxed(app, task.id, 'order')).toEqual([]);
    const rows = await app.deps.db.selectFrom('awardRequests').select(['taskId', 'state']).execute();
    expect(rows).toEqual([{ taskId: task.id, state: 'pending' }]);
  });
});

describe('the dashboard against the budget', () => {
  const t = useTestApp();

  it('flags an open tender whose best current total is over its budget', async () => {
    const { api, task, offer } = await sentTask(t.app, 1, 'buyer', { budget: 1000 });
    const card = async () =>
      (await read(api.get('/api/dashboard'), DashboardSchema)).items.find((i) => i.id === task.id)!;
    expect(await card()).toMatchObject({ budget: 1000, overBudget: false });
    await offer(0, [700, 400]);
    expect(await card()).toMatchObject({ lowestSum: 110_000, overBudget: true });
  });
});
