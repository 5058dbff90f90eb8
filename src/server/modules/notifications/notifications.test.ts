import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates.ts';
import {
  NotificationListSchema,
  NotificationSettingsSchema,
  UnreadCountSchema,
  WatchSchema,
} from '../../../shared/schemas/notifications.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import type { App } from '../../app.ts';
import { caughtMail, signUp, signUpAndJoin } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { caughtText } from '../../test/notifications.ts';
import { sentTask } from '../../test/offers.ts';
import { read } from '../../test/read.ts';
import { talkAs } from '../../test/talk.ts';
import { completeTask } from '../../test/tasks.ts';
import { runNotificationJobs } from './index.ts';

type Api = ReturnType<typeof apiAs>;

/** A member of the owner's workspace (invited by mail, registered through it). */
async function member(app: App, owner: Api, username: string) {
  const email = `${username}@example.com`;
  expect((await owner.put('/api/employees', { email, role: 'member' })).statusCode).toBe(204);
  await caughtMail(app, email, /^(Join|Einladung zu) /);
  return apiAs(app, (await signUpAndJoin(app, username)).cookie);
}

const list = async (api: Api, unread = false) =>
  read(api.get(`/api/notifications${unread ? '?unread=true' : ''}`), NotificationListSchema);

/** The notification mails the outbox holds for `to`, oldest first. */
const mailsTo = (app: App, to: string) =>
  app.deps.db
    .selectFrom('mails')
    .select(['kind', 'subject', 'text'])
    .where('toAddress', '=', to)
    .where('kind', 'in', ['notification', 'notification-digest'])
    .orderBy('createdAt')
    .execute();

describe('notifications', () => {
  const t = useTestApp({ outbox: { pollMs: 50 } });

  it('writes a row per recipient for a question, a no-bid and an offer, and mails each as its preference says', async () => {
    const { api: buyer, task, suppliers, offer } = await sentTask(t.app, 3);
    const clerk = await member(t.app, buyer, 'clerk');
    const quiet = await member(t.app, buyer, 'quiet');
    const outsider = await member(t.app, buyer, 'outsider');
    // The owner watches by default; the others switch it on, and choose how they are mailed.
    expect(await read(buyer.get(`/api/tasks/${task.id}/watch`), WatchSchema)).toEqual({ watching: true });
    expect(await read(clerk.get(`/api/tasks/${task.id}/watch`), WatchSchema)).toEqual({ watching: false });
    expect(await read(clerk.post(`/api/tasks/${task.id}/watch`), WatchSchema)).toEqual({ watching: true });
    await quiet.post(`/api/tasks/${task.id}/watch`);
    expect((await clerk.put('/api/account/notifications', { mode: 'digest' })).statusCode).toBe(200);
    expect((await quiet.put('/api/account/notifications', { mode: 'none' })).statusCode).toBe(200);
    expect(await read(clerk.get('/api/account/notifications'), NotificationSettingsSchema)).toEqual({ mode: 'digest' });

    expect((await talkAs(t.app, task.id, suppliers[0]!.id).ask('Matt or glossy?')).statusCode).toBe(201);
    expect((await talkAs(t.app, task.id, suppliers[1]!.id).decline('No capacity')).statusCode).toBe(200);
    expect((await offer(2, [100, 200])).statusCode).toBe(200);

    for (const api of [buyer, clerk, quiet]) {
      const { items, unread } = await list(api);
      expect(unread).toBe(3);
      expect(items.map((n) => [n.kind, n.supplierName, n.taskName])).toEqual([
        ['offer', 'Druck 2', task.name],
        ['decline', 'Druck 1', task.name],
        ['question', 'Druck 0', task.name],
      ]);
    }
    expect((await list(outsider)).items).toEqual([]);

    // Instant: every event; digest: the question at once, the rest waits; none: nothing.
    // Each subject names the event, then the task.
    expect((await mailsTo(t.app, 'buyer@example.com')).map((m) => m.subject).sort()).toEqual([
      `Druck 1 declines to offer – ${task.name}`,
      `New offer from Druck 2 – ${task.name}`,
      `Question from Druck 0 – ${task.name}`,
    ]);
    const clerkMails = await mailsTo(t.app, 'clerk@example.com');
    expect(clerkMails).toHaveLength(1);
    expect(clerkMails[0]!.text).toContain('Druck 0 asked a question.');
    expect(clerkMails[0]!.text).toContain(`http://localhost:3000/ua/task/${task.id}/questions`);
    expect(await mailsTo(t.app, 'quiet@example.com')).toEqual([]);

    // Read: the one named, then all; another user's are untouched.
    const [newest] = (await list(buyer)).items;
    expect(await read(buyer.post('/api/notifications/read', { ids: [newest!.id] }), UnreadCountSchema)).toEqual({
      unread: 2,
    });
    expect((await list(buyer, true)).items.map((n) => n.kind)).toEqual(['decline', 'question']);
    expect(await read(clerk.post('/api/notifications/read', { ids: [newest!.id] }), UnreadCountSchema)).toEqual({
      unread: 3,
    });
    expect(await read(buyer.post('/api/notifications/read', {}), UnreadCountSchema)).toEqual({ unread: 0 });
    expect((await list(buyer, true)).items).toEqual([]);
    expect((await list(buyer)).items).toHaveLength(3);

    // The owner stops watching: the next question reaches the watchers only.
    expect(await read(buyer.delete(`/api/tasks/${task.id}/watch`), WatchSchema)).toEqual({ watching: false });
    await talkAs(t.app, task.id, suppliers[0]!.id).ask('And the paper weight?');
    expect((await list(buyer)).items).toHaveLength(3);
    expect((await list(clerk)).unread).toBe(4);
    // Three accounts signed up through mailed codes: slow on a busy machine.
  }, 90_000);

  it('refuses what a client may get wrong with a 4xx', async () => {
    const { api: buyer } = await sentTask(t.app, 1);
    expect((await buyer.put('/api/account/notifications', { mode: 'hourly' })).statusCode).toBe(400);
    expect((await buyer.post('/api/notifications/read', { ids: 'all' })).statusCode).toBe(400);
    expect((await buyer.get('/api/notifications?unread=maybe')).statusCode).toBe(400);
    expect((await buyer.post('/api/tasks/nope/watch')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('tells the owner of an invitation the relay refused, with a link to the printshops', async () => {
    const buyer = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const shop = await read(
      buyer.put('/api/suppliers', { name: 'Nowhere Print', email: 'bounce-x@druck.de' }),
      SupplierSchema,
    );
    const task = await read(buyer.put('/api/tasks', completeTask()), TaskSchema);
    await buyer.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const found = await waitFor(async () => (await list(buyer)).items[0], 'the undelivered notification');
    expect(found).toMatchObject({ kind: 'undelivered', supplierName: 'Nowhere Print', taskId: task.id });
    expect(shop.id).toBeTruthy();
    const mail = await caughtText(
      t.app,
      'buyer@example.com',
      'The invitation to Nowhere Print could not be delivered.',
    );
    expect(mail.subject).toBe(`Invitation to Nowhere Print not delivered – ${task.name}`);
    expect(mail.text).toContain(`/ua/task/${task.id}/suppliers`);
  });

  it('tells once, when a reminder run has gone out, how many reminders were sent', async () => {
    const { api: buyer, task } = await sentTask(t.app, 3);
    expect((await buyer.post(`/api/tasks/${task.id}/reminders/send`, { suppliers: [] })).statusCode).toBe(200);
    const found = await waitFor(
      async () => (await list(buyer)).items.find((n) => n.kind === 'reminders'),
      'the reminder run notification',
    );
    expect(found.count).toBe(3);
    expect((await list(buyer)).items.filter((n) => n.kind === 'reminders')).toHaveLength(1);
  });

  it('tells once per task that its deadline passed, with the number of current offers', async () => {
    const { api: buyer, task, offer } = await sentTask(t.app, 3);
    await offer(0, [100, 200]);
    await offer(1, [110, 210]);
    // The deadline day ended yesterday (set in the database: the API accepts no deadline in the past).
    const yesterday = addDays(todayIn(t.app.deps.config.timeZone), -1);
    await t.app.deps.db.updateTable('tasks').set({ deadlineDate: yesterday }).where('id', '=', task.id).execute();
    await Promise.all([runNotificationJobs(t.app.deps), runNotificationJobs(t.app.deps)]);
    await runNotificationJobs(t.app.deps);
    const deadline = (await list(buyer)).items.filter((n) => n.kind === 'deadline');
    expect(deadline).toHaveLength(1);
    expect(deadline[0]!.count).toBe(2);
    const mail = await caughtText(
      t.app,
      'buyer@example.com',
      'The deadline has passed with 2 current offers: ready to award.',
    );
    expect(mail.text).toContain(`/ua/task/${task.id}/offers`);
  });
});
