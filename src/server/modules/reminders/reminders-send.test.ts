import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offerToken } from '../../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import type { App } from '../../app.ts';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { openInvitation } from '../../test/talk.ts';
import { makeDue, reminderRows, settled } from '../../test/reminders.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { inDays } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { MailLogSchema, SentSchema } from '../../../shared/schemas/invitations.ts';

const REMINDER = /^(Erinnerung: Angebote für|Reminder: offers for) /;
const UNOPENED = /^(Haben Sie unsere Anfrage erhalten|Did you receive our request)\? /;

describe('reminders going out', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await new SmtpSink().start();
  });
  afterAll(() => sink.stop());
  beforeEach(() => void sink.received.splice(0));
  const t = useTestApp(() => ({ config: { smtpUrl: sink.url }, outbox: { pollMs: 50, retryBaseMs: 100 } }));

  /** Who got a mail whose subject matches, one entry per mail. */
  const receivers = (subject: RegExp) =>
    sink.received
      .filter((m) => subject.test(m.subject ?? ''))
      .map((m) => JSON.stringify(m.to).match(/s\d@druck\.de/)![0])
      .sort();

  const decline = (app: App, taskId: string, supplierId: string) =>
    app.inject({
      method: 'POST',
      url: `/api/pub/tasks/${taskId}/${supplierId}/decline`,
      headers: { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, taskId, supplierId) },
      payload: { reason: 'Keine Kapazität' },
    });

  it('sends each due reminder once, never to a printshop that offered or declined, the unopened one only if unopened', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 4);
    expect((await offer(0, [1000, 500])).statusCode).toBe(200);
    expect((await decline(t.app, task.id, suppliers[1]!.id)).statusCode).toBe(200);
    expect((await openInvitation(t.app, api, task.id, suppliers[2]!.id)).statusCode).toBe(200);

    // The mail log no longer lists what will not go out.
    const log = (await read(api.get(`/api/mail/${task.id}`), MailLogSchema)).items;
    expect(
      log
        .filter((m) => m.dueAt !== null)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['s2@druck.de', 's3@druck.de', 's3@druck.de']);

    await makeDue(t.app, task.id);
    await settled(t.app, task.id);
    // Nothing of the task is left to send, and the sink keeps a mail before it answers the send: once the
    // outbox stopped with its sends in flight recorded, the sink holds every mail that went out.
    await t.app.deps.outbox.stop();
    expect(receivers(REMINDER)).toEqual(['s2@druck.de', 's3@druck.de']);
    expect(receivers(UNOPENED)).toEqual(['s3@druck.de']);
    // Those whose reason was gone were dropped, not kept.
    expect((await reminderRows(t.app, task.id)).map((r) => `${r.kind} ${r.to} ${r.state}`)).toEqual([
      'reminder s2@druck.de sent',
      'reminder s3@druck.de sent',
      'unopened-reminder s3@druck.de sent',
    ]);
  });

  it('drops the due reminders of an awarded tender unsent', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 3);
    await offer(0, [1000, 500]);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)).statusCode).toBe(200);
    const log = (await read(api.get(`/api/mail/${task.id}`), MailLogSchema)).items;
    expect(log.filter((m) => m.dueAt !== null)).toEqual([]);

    await makeDue(t.app, task.id);
    await settled(t.app, task.id);
    await t.app.deps.outbox.stop();
    expect([...receivers(REMINDER), ...receivers(UNOPENED)]).toEqual([]);
    expect(await reminderRows(t.app, task.id)).toEqual([]);
  });

  it('sends a reminder by hand to every printshop still waited for, or to those named', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 3);
    await offer(0, [1000, 500]);
    const url = `/api/tasks/${task.id}/reminders/send`;
    expect(await read(api.post(url, {}), SentSchema)).toEqual({
      queued: 2,
      code: 'REMINDER_SENT',
      message: 'Reminder sent',
    });
    await waitFor(async () => (receivers(REMINDER).length === 2 ? true : undefined), 'two reminders by hand');
    expect(receivers(REMINDER)).toEqual(['s1@druck.de', 's2@druck.de']);

    const named = api.post(url, { suppliers: [suppliers[1]!.id, suppliers[0]!.id] });
    expect((await read(named, SentSchema)).queued).toBe(1);
    const none = await api.post(url, { suppliers: [suppliers[0]!.id] });
    expect((await readError(none, 409)).code).toBe('NOTHING_TO_REMIND');
    expect((await api.post(url, { suppliers: ['nobody'] })).statusCode).toBe(404);
    const log = (await read(api.get(`/api/mail/${task.id}`), MailLogSchema)).items;
    expect(log.filter((m) => m.kind === 'reminder' && m.dueAt === null)).toHaveLength(3);

    for (const i of [1, 2]) await decline(t.app, task.id, suppliers[i]!.id);
    expect((await readError(api.post(url, {}), 409)).code).toBe('NOTHING_TO_REMIND');
  });

  it('refuses a reminder by hand after the deadline and after the tender ended', async () => {
    const { api, task } = await sentTask(t.app, 2);
    const url = `/api/tasks/${task.id}/reminders/send`;
    // No API moves a deadline into the past.
    const tasks = t.app.deps.db.updateTable('tasks').where('id', '=', task.id);
    await tasks.set({ deadlineDate: inDays(-1) }).execute();
    const late = await api.post(url, {});
    expect((await readError(late, 409)).code).toBe('REMINDERS_CLOSED');
    await tasks.set({ deadlineDate: inDays(0) }).execute();
    expect((await api.post(url, {})).statusCode).toBe(200);

    await api.post(`/api/tasks/${task.id}/cancel`, { message: '' });
    expect((await readError(api.post(url, {}), 409)).code).toBe('REMINDERS_CLOSED');
  });
});
