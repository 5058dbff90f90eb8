import { describe, expect, it } from 'vitest';
import { DashboardActionsSchema, DashboardSchema } from '../../../shared/schemas/dashboard.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { caughtMail, signUp, signUpAndJoin } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { dsnFor, MAIL_EVENTS_TOKEN, postEvent, sentInvitation } from '../../test/bounces.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read } from '../../test/read.ts';
import { talkAs } from '../../test/talk.ts';
import { completeTask, inDays } from '../../test/tasks.ts';

type Api = ReturnType<typeof apiAs>;
const actions = async (api: Api) => (await read(api.get('/api/dashboard/actions'), DashboardActionsSchema)).items;

// docs/product.md#dashboard-and-task-list: what needs the buyer, one item per task and reason.
describe('dashboard: needs action', () => {
  let queries = 0;
  const t = useTestApp({ onQuery: () => queries++, config: { mailEventsToken: MAIL_EVENTS_TOKEN } });
  const tasks = () => t.app.deps.db.updateTable('tasks');

  it('is empty for a new workspace and for sent tasks that need nothing', async () => {
    const fresh = apiAs(t.app, (await signUp(t.app, 'fresh')).cookie);
    expect(await actions(fresh)).toEqual([]);
    const { api, offer } = await sentTask(t.app, 2);
    await offer(0, [100, 50]);
    expect(await actions(api)).toEqual([]);
  });

  it('counts unanswered questions per task, and drops the task once all are answered', async () => {
    const { api, task, suppliers } = await sentTask(t.app, 2);
    const first = await read(talkAs(t.app, task.id, suppliers[0]!.id).ask('FSC paper?'), PubOfferSchema, 201);
    await talkAs(t.app, task.id, suppliers[1]!.id).ask('Two deliveries?');
    expect(await actions(api)).toEqual([
      { taskId: task.id, name: 'Mailing Q1', reason: 'questions', count: 2, deadlineDate: inDays(10) },
    ]);
    const questionId = first.questions[0]!.id;
    await api.post(`/api/tasks/${task.id}/questions/${questionId}`, { answer: 'Yes.', publish: true });
    expect(await actions(api)).toMatchObject([{ reason: 'questions', count: 1 }]);
  });

  it('asks for no answer once the task is awarded or cancelled: no answer changes a bid then', async () => {
    const awarded = await sentTask(t.app, 2);
    await awarded.offer(0, [100, 50]);
    await talkAs(t.app, awarded.task.id, awarded.suppliers[1]!.id).ask('FSC paper?');
    const cancelled = await sentTask(t.app, 1, 'other');
    await talkAs(t.app, cancelled.task.id, cancelled.suppliers[0]!.id).ask('Two deliveries?');
    expect(await actions(awarded.api)).toMatchObject([{ taskId: awarded.task.id, reason: 'questions', count: 1 }]);
    expect(await actions(cancelled.api)).toMatchObject([{ taskId: cancelled.task.id, reason: 'questions', count: 1 }]);
    await awarded.api.post(`/api/tasks/${awarded.task.id}/suppliers/${awarded.suppliers[0]!.id}/accept`);
    await cancelled.api.post(`/api/tasks/${cancelled.task.id}/cancel`, { message: '' });
    expect(await actions(awarded.api)).toEqual([]);
    expect(await actions(cancelled.api)).toEqual([]);
  });

  it('names a sent task whose deadline passed without an award, with its offers, until it is accepted', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 3);
    await offer(0, [100, 50]);
    await offer(1, [90, 50]);
    // No API moves a deadline into the past: as if days went by.
    await tasks()
      .set({ deadlineDate: inDays(-1) })
      .where('id', '=', task.id)
      .execute();
    const empty = await sentTask(t.app, 1, 'other');
    await tasks()
      .set({ deadlineDate: inDays(-2) })
      .where('id', '=', empty.task.id)
      .execute();
    expect(await actions(api)).toEqual([
      { taskId: task.id, name: 'Mailing Q1', reason: 'deadlinePassed', count: 2, deadlineDate: inDays(-1) },
    ]);
    expect(await actions(empty.api)).toMatchObject([{ reason: 'deadlinePassed', count: 0 }]);

    await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[1]!.id}/accept`);
    expect(await actions(api)).toEqual([]);
  });

  it('counts the offers to be confirmed after an amendment changed a quantity, until they are', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app, 3);
    await offer(0, [1000, 500]);
    await offer(1, [900, 600]);
    const formats = task.formats.map((f, i) => (i === 0 ? { ...f, count: 6000 } : f));
    await read(api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', formats }), TaskSchema);
    expect(await actions(api)).toEqual([
      { taskId: task.id, name: 'Mailing Q1', reason: 'toConfirm', count: 2, deadlineDate: inDays(10) },
    ]);
    const prices = task.formats.map((f) => ({ id: f.id, price: 700 }));
    expect((await pub(suppliers[1]!.id).post({ formats: prices, revision: 2 })).statusCode).toBe(200);
    expect(await actions(api)).toMatchObject([{ reason: 'toConfirm', count: 1 }]);
  });

  it('names drafts whose deadline is within three days or past, not those further off nor sent ones', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'drafter')).cookie);
    const draft = async (name: string, deadlineDate: string) =>
      read(api.put('/api/tasks', completeTask({ name, deadlineDate })), TaskSchema);
    const today = await draft('Due today', inDays(0));
    const soon = await draft('Due in 3 days', inDays(3));
    await draft('Due in 4 days', inDays(4));
    const late = await draft('Late draft', inDays(1));
    await tasks()
      .set({ deadlineDate: inDays(-1) })
      .where('id', '=', late.id)
      .execute();
    expect(await actions(api)).toEqual([
      { taskId: late.id, name: 'Late draft', reason: 'draftDue', count: -1, deadlineDate: inDays(-1) },
      { taskId: today.id, name: 'Due today', reason: 'draftDue', count: 0, deadlineDate: inDays(0) },
      { taskId: soon.id, name: 'Due in 3 days', reason: 'draftDue', count: 3, deadlineDate: inDays(3) },
    ]);
  });

  it('counts failed invitations of open tasks, not once the printshop offered anyway', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 3);
    await t.app.deps.outbox.stop();
    // The SMTP server refused two invitations for good (docs/product.md#mail-states).
    const mailIds = await t.app.deps.db
      .selectFrom('supplierTasks')
      .select('mailId')
      .where('taskId', '=', task.id)
      .where('supplierId', 'in', [suppliers[0]!.id, suppliers[1]!.id])
      .execute();
    const ids = mailIds.map((m) => m.mailId);
    await t.app.deps.db
      .updateTable('mails')
      .set({ state: 'failed', lastError: '550 no such user' })
      .where('id', 'in', ids)
      .execute();
    expect(await actions(api)).toEqual([
      { taskId: task.id, name: 'Mailing Q1', reason: 'undelivered', count: 2, deadlineDate: inDays(10) },
    ]);
    await offer(0, [100, 50]);
    expect(await actions(api)).toMatchObject([{ reason: 'undelivered', count: 1 }]);
    await api.post(`/api/tasks/${task.id}/cancel`, { message: '' });
    expect(await actions(api)).toEqual([]);
  });

  it('counts bounced invitations with the refused ones: each needs another address', async () => {
    const { api, task } = await sentTask(t.app, 4);
    // Three mail servers took the invitation and reported it undeliverable later (a DSN each).
    for (const to of ['s0@druck.de', 's1@druck.de', 's2@druck.de']) {
      const { messageId } = await sentInvitation(t.app, task.id, to);
      expect((await postEvent(t.app, dsnFor(messageId, to))).statusCode).toBe(200);
    }
    await sentInvitation(t.app, task.id, 's3@druck.de');
    // The SMTP server refused the fourth for good.
    await t.app.deps.outbox.stop();
    await t.app.deps.db
      .updateTable('mails')
      .set({ state: 'failed', lastError: '550 no such user' })
      .where('taskId', '=', task.id)
      .where('toAddress', '=', 's3@druck.de')
      .execute();
    expect(await actions(api)).toEqual([
      { taskId: task.id, name: 'Mailing Q1', reason: 'undelivered', count: 4, deadlineDate: inDays(10) },
    ]);
  });

  it('lists reasons in their order, sees no other workspace, and reads in a constant number of queries', async () => {
    const { api, task, suppliers } = await sentTask(t.app, 2);
    await talkAs(t.app, task.id, suppliers[0]!.id).ask('FSC?');
    const draft = await read(
      api.put('/api/tasks', completeTask({ name: 'Draft', deadlineDate: inDays(1) })),
      TaskSchema,
    );
    const stranger = apiAs(t.app, (await signUp(t.app, 'stranger')).cookie);
    expect(await actions(stranger)).toEqual([]);

    await t.app.deps.outbox.stop();
    const count = async () => {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = queries;
        await actions(api);
        counts.push(queries - before);
      }
      return Math.min(...counts);
    };
    expect((await actions(api)).map((a) => [a.reason, a.taskId])).toEqual([
      ['questions', task.id],
      ['draftDue', draft.id],
    ]);
    const few = await count();
    for (let i = 0; i < 5; i++)
      await api.put('/api/tasks', completeTask({ name: `Due ${i}`, deadlineDate: inDays(2) }));
    expect(await actions(api)).toHaveLength(7);
    expect(await count()).toBe(few);
  });
  it('says when every printshop answered before the deadline: all offers in, compare and award', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app, 3);
    await offer(0, [1000, 500]);
    await offer(1, [900, 600]);
    // One still to answer: nothing to do yet.
    expect(await actions(api)).toEqual([]);
    expect((await talkAs(t.app, task.id, suppliers[2]!.id).decline('Keine Kapazität')).statusCode).toBe(200);
    expect(await actions(api)).toEqual([
      { taskId: task.id, name: 'Mailing Q1', reason: 'allOffersIn', count: 2, deadlineDate: inDays(10) },
    ]);
    // A price to confirm after an amendment: not all in until it is.
    const [flyer] = task.formats;
    const formats = task.formats.map((f) => (f.id === flyer!.id ? { ...f, count: 6000 } : f));
    const amended = await read(
      api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', formats }),
      TaskSchema,
    );
    expect((await actions(api)).map((a) => a.reason)).toEqual(['toConfirm']);
    for (const i of [0, 1]) {
      const body = {
        formats: [{ id: flyer!.id, price: 1100, revision: amended.formats[0]!.revision }],
        keepOthers: true,
      };
      expect((await pub(suppliers[i]!.id).post(body)).statusCode).toBe(200);
    }
    expect(await actions(api)).toMatchObject([{ reason: 'allOffersIn', count: 2 }]);
  });

  it('names an award waiting for approval, and no longer asks to award its task meanwhile', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2);
    await offer(0, [1000, 500]);
    await offer(1, [900, 600]);
    const started = Date.now();
    expect((await api.put('/api/employees', { email: 'clerk@example.com', role: 'member' })).statusCode).toBe(204);
    await caughtMail(t.app, 'clerk@example.com', /^Join /, started);
    const clerk = apiAs(t.app, (await signUpAndJoin(t.app, 'clerk')).cookie);
    expect((await api.post('/api/workspace', { approvalAbove: 1000 })).statusCode).toBe(200);
    expect((await clerk.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)).statusCode).toBe(200);
    expect(await actions(api)).toEqual([
      { taskId: task.id, name: 'Mailing Q1', reason: 'awaitingApproval', count: 1, deadlineDate: inDays(10) },
    ]);
    // Past its deadline too, the decision is taken: only the approval is due.
    await t.app.deps.db
      .updateTable('tasks')
      .set({ deadlineDate: inDays(-1) })
      .where('id', '=', task.id)
      .execute();
    expect((await actions(api)).map((a) => a.reason)).toEqual(['awaitingApproval']);
  });
});

describe('dashboard: the order of the cards', () => {
  const t = useTestApp();

  it('puts sent tasks before drafts, even a draft with an earlier deadline', async () => {
    const { api, task } = await sentTask(t.app, 1);
    const draft = await read(
      api.put('/api/tasks', completeTask({ name: 'Early draft', deadlineDate: inDays(1) })),
      TaskSchema,
    );
    const items = (await read(api.get('/api/dashboard'), DashboardSchema)).items;
    expect(items.map((i) => i.id)).toEqual([task.id, draft.id]);
  });
});
