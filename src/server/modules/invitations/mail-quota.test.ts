import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailKind } from '../../../shared/mail-state.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import type { App } from '../../app.ts';
import type { Config } from '../../config.ts';
import { signUp, signUpAndJoin } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { ageWorkspace } from '../../test/mail-quota.ts';
import { read, readError } from '../../test/read.ts';
import { makeDue, settled } from '../../test/reminders.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { seedSuppliers } from '../../test/suppliers.ts';
import { completeTask } from '../../test/tasks.ts';

const fast = { pollMs: 50, retryBaseMs: 100, maxDelayMs: 300 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('mail from the workspace: test mails to members only, quotas per workspace', () => {
  let sink: SmtpSink;
  let app: TestApp | undefined;
  beforeAll(async () => {
    sink = await new SmtpSink().start();
  });
  afterAll(() => sink.stop());
  // The previous test's app is closed (its outbox stopped) before the sink forgets what it received.
  beforeEach(async () => {
    await app?.dispose();
    app = undefined;
    sink.received.splice(0);
  });
  afterAll(() => app?.dispose());

  const start = async (mailQuota: Config['mailQuota'] = { perHour: 0, testPerDay: 0 }) =>
    (app = await buildTestApp({ config: { smtpUrl: sink.url, mailQuota }, outbox: fast }));

  /** A buyer with `supplierCount` printshops and a complete task; `old`: the workspace is older than a day. */
  async function buyer(a: App, { supplierCount = 0, old = false } = {}) {
    const owner = await signUp(a, 'boss');
    if (old) await ageWorkspace(a, owner.email);
    const api = apiAs(a, owner.cookie);
    const suppliers = supplierCount > 0 ? await seedSuppliers(a, owner.email, supplierCount) : [];
    const task = await read(api.put('/api/tasks', completeTask({ name: 'Mailing Q1' })), TaskSchema);
    return { api, suppliers, task, owner };
  }

  /** The task's mails of `kind` in the outbox; planned ones (reminders written with the invitations) left out. */
  const mailsOf = (a: App, taskId: string, kind: MailKind) =>
    a.deps.db
      .selectFrom('mails')
      .select('toAddress')
      .where('taskId', '=', taskId)
      .where('kind', '=', kind)
      .where('dedupeKey', 'is', null)
      .execute();

  it('sends a test mail to a member of the workspace only: 400 NOT_A_MEMBER for any other address', async () => {
    const a = await start();
    const { api, task } = await buyer(a);
    expect((await api.put('/api/employees', { email: 'clerk@example.com', role: 'member' })).statusCode).toBe(204);
    await signUpAndJoin(a, 'clerk');
    await signUp(a, 'stranger'); // a workspace of its own

    for (const to of ['someone@elsewhere.com', 'stranger@example.com']) {
      const refused = await readError(api.post(`/api/testmail/${task.id}`, { to }), 400);
      expect(refused).toMatchObject({ code: 'NOT_A_MEMBER', field: 'to' });
    }
    expect(await mailsOf(a, task.id, 'test-invitation')).toEqual([]);

    expect((await api.post(`/api/testmail/${task.id}`, { to: 'Clerk@Example.com' })).statusCode).toBe(200);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/test`)).statusCode).toBe(200);
    const received = await waitFor(async () => {
      const mails = ['clerk@example.com', 'boss@example.com'].map((to) =>
        sink.to(to).filter((m) => /Mailing Q1/.test(m.subject ?? '')),
      );
      return mails.every((m) => m.length === 1) ? mails : undefined;
    }, 'the test mails to the clerk and the buyer');
    expect(received.map((m) => m[0]!.subject)).toEqual([
      '[Test] Angebotsanfrage: Mailing Q1',
      '[Test] Angebotsanfrage: Mailing Q1',
    ]);
    expect((await mailsOf(a, task.id, 'test-invitation')).map((m) => m.toAddress).sort()).toEqual([
      'boss@example.com',
      'clerk@example.com',
    ]);
  });

  it('refuses an invitation beyond the hourly quota whole, 429 MAIL_QUOTA with what is left and when it frees', async () => {
    const a = await start({ perHour: 20, testPerDay: 0 });
    const { api, task, suppliers } = await buyer(a, { supplierCount: 30, old: true });
    const before = Date.now();

    const res = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const refused = await readError(res, 429);
    expect(refused).toMatchObject({ code: 'MAIL_QUOTA', params: { left: 20, limit: 20, asked: 30 } });
    expect(refused.message).toMatch(/20 of 20 mails are left this hour, 30 were asked for, so nothing was sent/);
    // Nothing counted yet: it would fit at once if fewer were asked; the header says the same in seconds.
    expect(Number(refused.params!.retryAt)).toBeGreaterThanOrEqual(before);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await mailsOf(a, task.id, 'invitation')).toEqual([]);
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).state).toBe(5);

    const first = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: suppliers.slice(0, 20) });
    expect(first.statusCode).toBe(200);
    const after = Date.now();
    const more = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [suppliers[20]] });
    const full = await readError(more, 429);
    expect(full).toMatchObject({ code: 'MAIL_QUOTA', params: { left: 0, limit: 20, asked: 1 } });
    // The twenty leave the rolling hour at most a minute after an hour.
    const retryAt = Number(full.params!.retryAt);
    expect(retryAt).toBeGreaterThan(before + HOUR);
    expect(retryAt).toBeLessThanOrEqual(after + HOUR + 60_000);
    expect(Number(more.headers['retry-after'])).toBeGreaterThan(HOUR / 1000 - 60);

    // Reminders by hand and amendments count in the same quota.
    const reminded = await api.post(`/api/tasks/${task.id}/reminders/send`, { suppliers: [] });
    expect(await readError(reminded, 429)).toMatchObject({ code: 'MAIL_QUOTA', params: { asked: 20 } });
    const sent = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    const amended = await api.post(`/api/tasks/${task.id}/amend`, {
      version: sent.version,
      message: 'Neu',
      note: 'Neu',
    });
    expect(await readError(amended, 429)).toMatchObject({ code: 'MAIL_QUOTA', params: { asked: 20 } });
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).version).toBe(sent.version);
    expect(await mailsOf(a, task.id, 'invitation')).toHaveLength(20);
    expect(await mailsOf(a, task.id, 'reminder')).toEqual([]);
    expect(await mailsOf(a, task.id, 'amendment')).toEqual([]);
  });

  it('refuses test mails beyond the day quota; a workspace younger than a day gets a tenth', async () => {
    const a = await start({ perHour: 30, testPerDay: 15 });
    const { api, task, suppliers } = await buyer(a, { supplierCount: 4 });
    // Young: 3 mails an hour, 2 test mails a day (a tenth, rounded up).
    expect((await api.post(`/api/tasks/${task.id}/suppliers/test`)).statusCode).toBe(200);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/test`)).statusCode).toBe(200);
    const before = Date.now();
    const third = await readError(api.post(`/api/tasks/${task.id}/suppliers/test`), 429);
    expect(third).toMatchObject({ code: 'MAIL_QUOTA', params: { left: 0, limit: 2, asked: 1 } });
    expect(third.message).toMatch(/left today/);
    expect(Number(third.params!.retryAt)).toBeGreaterThan(before + DAY - 60_000);
    expect(await mailsOf(a, task.id, 'test-invitation')).toHaveLength(2);

    const invite = await readError(api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers }), 429);
    expect(invite).toMatchObject({ code: 'MAIL_QUOTA', params: { left: 3, limit: 3, asked: 4 } });
    expect(
      (await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: suppliers.slice(0, 3) })).statusCode,
    ).toBe(200);
  });

  it('counts nothing when a quota is 0', async () => {
    const a = await start({ perHour: 0, testPerDay: 0 });
    const { api, task } = await buyer(a, { supplierCount: 60 });
    for (let i = 0; i < 3; i++) expect((await api.post(`/api/tasks/${task.id}/suppliers/test`)).statusCode).toBe(200);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    expect(await mailsOf(a, task.id, 'invitation')).toHaveLength(60);
    expect(await a.deps.db.selectFrom('mailCounts').selectAll().execute()).toEqual([]);
  });

  it('holds planned reminders beyond the quota back for when it frees, and sends those it has room for', async () => {
    const a = await start({ perHour: 3, testPerDay: 0 });
    const { api, task, suppliers } = await buyer(a, { supplierCount: 2, old: true });
    expect((await api.post(`/api/tasks/${task.id}/reminders`, { remindDays: 2, unopenedDays: null })).statusCode).toBe(
      200,
    );
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers })).statusCode).toBe(200);
    await waitFor(async () => (sink.received.length >= 2 ? true : undefined), 'the invitations');
    const before = Date.now();

    // One mail of the hour is left: one reminder goes, the other waits, queued, with the reason.
    await makeDue(a, task.id, 'reminder');
    await settled(a, task.id);
    const reminders = await a.deps.db
      .selectFrom('mails')
      .select(['toAddress', 'state', 'nextAttemptAt', 'lastError', 'attempts'])
      .where('taskId', '=', task.id)
      .where('kind', '=', 'reminder')
      .execute();
    const held = reminders.filter((r) => r.state === 'queued');
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ attempts: 0, lastError: expect.stringMatching(/mail quota is reached/) });
    expect(held[0]!.nextAttemptAt).toBeGreaterThan(before + HOUR - 60_000);
    const going = reminders.find((r) => r.state !== 'queued')!.toAddress;
    await waitFor(async () => (sink.to(going).length === 2 ? true : undefined), 'the reminder that had room');
    expect(sink.to(held[0]!.toAddress)).toHaveLength(1);
  });
});
