import { describe, expect, it } from 'vitest';
import { NotificationListSchema } from '../../../shared/schemas/notifications.ts';
import { MailLogSchema, SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { MailEventResultSchema } from '../../../shared/schemas/mail-events.ts';
import { SupplierListSchema, SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import type { App } from '../../app.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { dsnFor, MAIL_EVENTS_TOKEN, postEvent, sentInvitation } from '../../test/bounces.ts';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read, readError } from '../../test/read.ts';
import { completeTask } from '../../test/tasks.ts';
import { makeDue, reminderRows, settled } from '../../test/reminders.ts';

type Sent = Awaited<ReturnType<typeof sentTask>>;

const invitationOf = async ({ api, task }: Sent, email: string) => {
  const list = await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema);
  return list.items.find((s) => s.email === email)!;
};

/** Everything a report could change: the mails' delivery, the printshops' marks, the notifications. */
const snapshot = async (app: App) => ({
  mails: await app.deps.db.selectFrom('mails').select(['id', 'delivery', 'deliveryDetail']).orderBy('id').execute(),
  suppliers: await app.deps.db.selectFrom('suppliers').select(['id', 'bouncedAt']).orderBy('id').execute(),
  notifications: await app.deps.db.selectFrom('notifications').select('id').execute(),
});

describe('POST /api/mail/events', () => {
  const t = useTestApp({ config: { mailEventsToken: MAIL_EVENTS_TOKEN } });

  it('a permanent failure in a DSN: the invitation is bounced with the reason, the buyer told, no reminder to the address', async () => {
    const sent = await sentTask(t.app, 2);
    const { messageId } = await sentInvitation(t.app, sent.task.id, 's0@druck.de');
    const result = await read(postEvent(t.app, dsnFor(messageId, 's0@druck.de')), MailEventResultSchema);
    expect(result.delivery).toBe('bounced');

    const shop = await invitationOf(sent, 's0@druck.de');
    expect(shop.mailState).toBe('bounced');
    expect(shop.error).toBe('550 5.1.1 <s0@druck.de>: user unknown');
    expect((await invitationOf(sent, 's1@druck.de')).mailState).toBe('sent');
    const log = await read(sent.api.get(`/api/mail/${sent.task.id}`), MailLogSchema);
    expect(log.items.find((m) => m.to === 's0@druck.de')).toMatchObject({ state: 'bounced', error: shop.error });
    const notifications = await read(sent.api.get('/api/notifications'), NotificationListSchema);
    expect(notifications.items).toMatchObject([{ kind: 'undelivered', supplierName: 'Druck 0', taskId: sent.task.id }]);
    const suppliers = await read(sent.api.get('/api/suppliers'), SupplierListSchema);
    expect(suppliers.items.find((s) => s.email === 's0@druck.de')!.bouncedAt).toEqual(expect.any(Number));
    expect(suppliers.items.find((s) => s.email === 's1@druck.de')!.bouncedAt).toBeNull();

    // The planned reminders come due and one goes by hand to everyone: the bounced address gets none.
    await makeDue(t.app, sent.task.id);
    expect((await sent.api.post(`/api/tasks/${sent.task.id}/reminders/send`, { suppliers: [] })).statusCode).toBe(200);
    await settled(t.app, sent.task.id);
    const reminders = await reminderRows(t.app, sent.task.id);
    expect(reminders.filter((r) => r.to === 's0@druck.de')).toEqual([]);
    expect(reminders.filter((r) => r.to === 's1@druck.de' && r.state === 'sent').length).toBeGreaterThan(0);

    // A second report of the same bounce tells nobody again.
    await read(postEvent(t.app, dsnFor(messageId, 's0@druck.de')), MailEventResultSchema);
    const again = await read(sent.api.get('/api/notifications'), NotificationListSchema);
    expect(again.items.filter((n) => n.kind === 'undelivered')).toHaveLength(1);
  });

  it('a temporary failure (4.x.x): the invitation shows delayed, nothing else changes', async () => {
    const sent = await sentTask(t.app, 1);
    const { messageId } = await sentInvitation(t.app, sent.task.id, 's0@druck.de');
    const result = await read(postEvent(t.app, dsnFor(messageId, 's0@druck.de', '4.2.1')), MailEventResultSchema);
    expect(result.delivery).toBe('delayed');
    const shop = await invitationOf(sent, 's0@druck.de');
    expect(shop).toMatchObject({ mailState: 'delayed', error: '450 4.2.1 <s0@druck.de>: mailbox busy' });
    expect((await read(sent.api.get('/api/notifications'), NotificationListSchema)).items).toEqual([]);
    expect((await read(sent.api.get('/api/suppliers'), SupplierListSchema)).items[0]!.bouncedAt).toBeNull();
  });

  it('a DSN matched by the return path bounce+<mailId>@ alone', async () => {
    const sent = await sentTask(t.app, 1);
    const { id } = await sentInvitation(t.app, sent.task.id, 's0@druck.de');
    const dsn = dsnFor('<someone-else@example.com>', 's0@druck.de', '5.1.1', `bounce+${id}@printtender.test`);
    expect((await read(postEvent(t.app, dsn), MailEventResultSchema)).mailId).toBe(id);
    expect((await invitationOf(sent, 's0@druck.de')).mailState).toBe('bounced');
  });

  it('a Postmark hard bounce (JSON), matched by the metadata our mails carry: bounced', async () => {
    const sent = await sentTask(t.app, 1);
    const { id } = await sentInvitation(t.app, sent.task.id, 's0@druck.de');
    const hook = {
      RecordType: 'Bounce',
      Type: 'HardBounce',
      TypeCode: 1,
      MessageID: '883953f4-6105-42a2-a16a-77a8eac79483',
      Metadata: { mailId: id },
      Description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
      Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
      Email: 's0@druck.de',
    };
    expect((await read(postEvent(t.app, hook), MailEventResultSchema)).delivery).toBe('bounced');
    expect(await invitationOf(sent, 's0@druck.de')).toMatchObject({
      mailState: 'bounced',
      error: 'HardBounce: smtp;550 5.1.1 The email account that you tried to reach does not exist.',
    });
    const soft = { ...hook, Type: 'SoftBounce', TypeCode: 4096 };
    expect((await read(postEvent(t.app, soft), MailEventResultSchema)).delivery).toBeNull();
  });

  it('a bounced order tells the buyer at once that the winner does not know it won', async () => {
    const sent = await sentTask(t.app, 2);
    await sent.offer(0, [1000, 500]);
    expect(
      (await sent.api.post(`/api/tasks/${sent.task.id}/suppliers/${sent.suppliers[0]!.id}/accept`)).statusCode,
    ).toBe(200);
    const order = await waitFor(
      () =>
        t.app.deps.db
          .selectFrom('mails')
          .select('messageId')
          .where('taskId', '=', sent.task.id)
          .where('kind', '=', 'order')
          .where('state', '=', 'sent')
          .executeTakeFirst(),
      'the order sent',
    );
    expect((await read(postEvent(t.app, dsnFor(order.messageId, 's0@druck.de')), MailEventResultSchema)).delivery).toBe(
      'bounced',
    );
    const notifications = await read(sent.api.get('/api/notifications'), NotificationListSchema);
    // Its offer first, then the order's fate.
    expect(notifications.items.filter((n) => n.kind !== 'offer')).toMatchObject([
      { kind: 'order-undelivered', supplierName: 'Druck 0', taskId: sent.task.id },
    ]);
    // Urgent: mailed at once, whatever the preference, in the buyer's language.
    const mail = await waitFor(
      () =>
        t.app.deps.db
          .selectFrom('mails')
          .select('text')
          .where('kind', '=', 'notification')
          .where('text', 'like', '%order to Druck 0%')
          .executeTakeFirst(),
      'the notification mail',
    );
    expect(mail.text).toContain('The order to Druck 0 could not be delivered: tell them another way.');
  });

  it('a missing or wrong token: 401; a malformed or unmatched report: 400 and nothing changed', async () => {
    const sent = await sentTask(t.app, 1);
    const { messageId } = await sentInvitation(t.app, sent.task.id, 's0@druck.de');
    const before = await snapshot(t.app);
    const dsn = dsnFor(messageId, 's0@druck.de');
    expect((await readError(postEvent(t.app, dsn, null), 401)).code).toBe('UNAUTHORIZED');
    expect((await readError(postEvent(t.app, dsn, `${MAIL_EVENTS_TOKEN}x`), 401)).code).toBe('UNAUTHORIZED');
    const garbage = Buffer.from('Subject: hello\r\n\r\nno report here\r\n');
    expect((await readError(postEvent(t.app, garbage), 400)).code).toBe('MAIL_EVENT_UNREADABLE');
    const cut = dsn.subarray(0, dsn.indexOf('Status:'));
    expect((await readError(postEvent(t.app, cut), 400)).code).toBe('MAIL_EVENT_UNREADABLE');
    expect((await readError(postEvent(t.app, { hello: 'world' }), 400)).code).toBe('MAIL_EVENT_UNREADABLE');
    const stranger = dsnFor('<unknown@printtender.test>', 's0@druck.de');
    expect((await readError(postEvent(t.app, stranger), 400)).code).toBe('MAIL_EVENT_UNMATCHED');
    const large = Buffer.concat([dsn, Buffer.alloc(1024 * 1024, 'a')]);
    expect((await readError(postEvent(t.app, large), 413)).code).toBe('BODY_TOO_LARGE');
    expect(await snapshot(t.app)).toEqual(before);
  });
});

describe('POST /api/mail/events without MAIL_EVENTS_TOKEN', () => {
  const t = useTestApp();

  it('is off: 404', async () => {
    expect((await readError(postEvent(t.app, { RecordType: 'Bounce' }), 404)).code).toBe('NOT_FOUND');
  });
});

describe('the embedded catcher’s dsn- addresses', () => {
  const t = useTestApp();

  it('take the invitation, then report it undeliverable: bounced, until the printshop’s address changes', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const shop = await read(
      api.put('/api/suppliers', { name: 'Nowhere Print', email: 'dsn-x@druck.de' }),
      SupplierSchema,
    );
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const invitation = await waitFor(async () => {
      const list = await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema);
      return list.items.find((s) => s.mailState === 'bounced');
    }, 'the invitation bounced');
    expect(invitation.error).toBe('550 5.1.1 <dsn-x@druck.de>: Recipient address rejected: user unknown');
    const bounced = await read(api.get('/api/suppliers'), SupplierListSchema);
    expect(bounced.items[0]!.bouncedAt).toEqual(expect.any(Number));

    const same = await read(api.post(`/api/suppliers/${shop.id}`, { name: 'Nowhere Print GmbH' }), SupplierSchema);
    expect(same.bouncedAt).toBe(bounced.items[0]!.bouncedAt);
    const moved = await read(api.post(`/api/suppliers/${shop.id}`, { email: 'info@druck.de' }), SupplierSchema);
    expect(moved.bouncedAt).toBeNull();
  });
});
