import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offerToken } from '../../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import type { App } from '../../app.ts';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { makeDue, reminderRows, settled } from '../../test/reminders.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { inDays } from '../../test/tasks.ts';

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

  const openInvitation = async (app: App, taskId: string, supplierId: string) => {
    const { mailId } = await app.deps.db
      .selectFrom('supplierTasks')
      .select('mailId')
      .where('taskId', '=', taskId)
      .where('supplierId', '=', supplierId)
      .executeTakeFirstOrThrow();
    expect((await app.inject({ url: `/api/track/open/${mailId}` })).statusCode).toBe(200);
  };

  it('sends each due reminder once, never to a printshop that offered or declined, the unopened one only if unopened', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 4);
    expect((await offer(0, [1000, 500])).statusCode).toBe(200);
    expect((await decline(t.app, task.id, suppliers[1]!.id)).statusCode).toBe(200);
    await openInvitation(t.app, task.id, suppliers[2]!.id);

    // The mail log no longer lists what will not go out.
    const log: { to: string; dueAt: number | null }[] = (await api.get(`/api/mail/${task.id}`)).json().items;
    expect(
      log
        .filter((m) => m.dueAt !== null)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['s2@druck.de', 's3@druck.de', 's3@druck.de']);

    await makeDue(t.app, task.id);
    await settled(t.app, task.id);
    await waitFor(async () => (receivers(REMINDER).length + receivers(UNOPENED).length >= 3 ? true : undefined), '3');
    t.app.deps.outbox.poke();
    await new Promise((r) => setTimeout(r, 300));
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
    const log: { dueAt: number | null }[] = (await api.get(`/api/mail/${task.id}`)).json().items;
    expect(log.filter((m) => m.dueAt !== null)).toEqual([]);

    await makeDue(t.app, task.id);
    await settled(t.app, task.id);
    await new Promise((r) => setTimeout(r, 300));
    expect([...receivers(REMINDER), ...receivers(UNOPENED)]).toEqual([]);
    expect(await reminderRows(t.app, task.id)).toEqual([]);
  });

  it('sends a reminder by hand to every printshop still waited for, or to those named', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 3);
    await offer(0, [1000, 500]);
    const url = `/api/tasks/${task.id}/reminders/send`;
    const all = await api.post(url, {});
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ queued: 2, code: 'REMINDER_SENT', message: 'Reminder sent' });
    await waitFor(async () => (receivers(REMINDER).length === 2 ? true : undefined), 'two reminders by hand');
    expect(receivers(REMINDER)).toEqual(['s1@druck.de', 's2@druck.de']);

    expect((await api.post(url, { suppliers: [suppliers[1]!.id, suppliers[0]!.id] })).json().queued).toBe(1);
    const none = await api.post(url, { suppliers: [suppliers[0]!.id] });
    expect([none.statusCode, none.json().code]).toEqual([409, 'NOTHING_TO_REMIND']);
    expect((await api.post(url, { suppliers: ['nobody'] })).statusCode).toBe(404);
    const log: { kind: string; dueAt: number | null }[] = (await api.get(`/api/mail/${task.id}`)).json().items;
    expect(log.filter((m) => m.kind === 'reminder' && m.dueAt === null)).toHaveLength(3);

    for (const i of [1, 2]) await decline(t.app, task.id, suppliers[i]!.id);
    expect((await api.post(url, {})).json().code).toBe('NOTHING_TO_REMIND');
  });

  it('refuses a reminder by hand after the deadline and after the tender ended', async () => {
    const { api, task } = await sentTask(t.app, 2);
    const url = `/api/tasks/${task.id}/reminders/send`;
    const tasks = t.app.deps.db.updateTable('tasks').where('id', '=', task.id);
    await tasks.set({ deadlineDate: inDays(-1) }).execute();
    const late = await api.post(url, {});
    expect([late.statusCode, late.json().code]).toEqual([409, 'REMINDERS_CLOSED']);
    await tasks.set({ deadlineDate: inDays(0) }).execute();
    expect((await api.post(url, {})).statusCode).toBe(200);

    await api.post(`/api/tasks/${task.id}/cancel`, { message: '' });
    expect((await api.post(url, {})).json().code).toBe('REMINDERS_CLOSED');
  });
});
