import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { inBerlin, makeDue, reminderRows, settled } from '../../test/reminders.ts';
import { completeTask, inDays } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { MailLogSchema } from '../../../shared/schemas/invitations.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';

const DAY = 86_400_000;
type Entry = { kind: string; to: string; dueAt: number | null; state: string };

describe('planned reminders', () => {
  const t = useTestApp();

  /** A buyer with two printshops and a complete task (state 5), not sent yet. */
  async function draft(change = {}) {
    const api = apiAs(t.app, (await signUp(t.app, 'planner')).cookie);
    for (const i of [0, 1]) await api.put('/api/suppliers', { name: `Druck ${i}`, email: `s${i}@druck.de` });
    const task = await read(api.put('/api/tasks', completeTask(change)), TaskSchema);
    const send = () => api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    return { api, task, send };
  }

  it('plans for each printshop a reminder 2 days before the deadline at 09:00 and one 3 days after an unopened invitation', async () => {
    const before = Date.now();
    const { api, task, suppliers } = await sentTask(t.app, 2);
    const after = Date.now();
    expect(await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).toMatchObject({ remindDays: 2, unopenedDays: 3 });

    const log: Entry[] = (await read(api.get(`/api/mail/${task.id}`), MailLogSchema)).items;
    const planned = log.filter((m) => m.dueAt !== null);
    expect(planned.map((m) => `${m.kind} ${m.to}`).sort()).toEqual([
      'reminder s0@druck.de',
      'reminder s1@druck.de',
      'unopened-reminder s0@druck.de',
      'unopened-reminder s1@druck.de',
    ]);
    for (const m of planned) {
      expect(m.state).toBe('queued');
      if (m.kind === 'reminder') expect(inBerlin(m.dueAt!)).toBe(`${inDays(8)} 09:00`);
      else expect(m.dueAt! - 3 * DAY).toSatisfy((at: number) => at >= before && at <= after);
    }
    expect(log.filter((m) => m.kind === 'invitation').every((m) => m.dueAt === null)).toBe(true);
    const keys = (await reminderRows(t.app, task.id)).map((r) => r.dedupeKey);
    expect(keys).toContain(`reminder:${task.id}:${suppliers[0]!.id}:0`);
    expect(keys).toContain(`unopened:${task.id}:${suppliers[1]!.id}:0`);
  });

  it('plans none whose time has passed or falls after the deadline day', async () => {
    const { task, send } = await draft({ deadlineDate: inDays(1) });
    expect((await send()).statusCode).toBe(200);
    expect(await reminderRows(t.app, task.id)).toEqual([]);
  });

  it('plans none when switched off before sending, only the one left on otherwise', async () => {
    const { api, task, send } = await draft();
    const off = await api.post(`/api/tasks/${task.id}/reminders`, { remindDays: null, unopenedDays: 3 });
    expect(await read(off, TaskSchema)).toMatchObject({ id: task.id, state: 5, remindDays: null, unopenedDays: 3 });
    await send();
    expect((await reminderRows(t.app, task.id)).map((r) => r.kind)).toEqual(['unopened-reminder', 'unopened-reminder']);

    await api.post(`/api/tasks/${task.id}/reminders`, { remindDays: null, unopenedDays: null });
    expect(await reminderRows(t.app, task.id)).toEqual([]);
    expect(await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).toMatchObject({
      remindDays: null,
      unopenedDays: null,
    });
  });

  it('replans for the new revision when an amendment moves the deadline; a reminder sent before stays sent', async () => {
    const { api, task, suppliers } = await sentTask(t.app, 2);
    await makeDue(t.app, task.id, 'reminder');
    await settled(t.app, task.id);
    const unopenedDue = (await reminderRows(t.app, task.id)).find((r) => r.kind === 'unopened-reminder')!.nextAttemptAt;

    const res = await api.post(`/api/tasks/${task.id}/amend`, {
      version: task.version,
      message: '',
      deadlineDate: inDays(14),
    });
    expect(res.statusCode).toBe(200);
    const rows = await reminderRows(t.app, task.id);
    const sent = rows.filter((r) => r.state === 'sent');
    expect(sent.map((r) => r.dedupeKey).sort()).toEqual(suppliers.map((s) => `reminder:${task.id}:${s.id}:0`).sort());
    const planned = rows.filter((r) => r.state === 'queued');
    expect(planned.map((r) => r.dedupeKey).sort()).toEqual(
      suppliers.flatMap((s) => [`reminder:${task.id}:${s.id}:1`, `unopened:${task.id}:${s.id}:1`]).sort(),
    );
    for (const r of planned) {
      if (r.kind === 'reminder') expect(inBerlin(r.nextAttemptAt)).toBe(`${inDays(12)} 09:00`);
      else expect(r.nextAttemptAt).toBe(unopenedDue);
    }
  });

  it('replans at once when the settings change, without planning again one already sent', async () => {
    const { api, task, suppliers } = await sentTask(t.app, 2);
    const [first] = suppliers;
    await t.app.deps.db
      .updateTable('mails')
      .set({ nextAttemptAt: Date.now() - 1000 })
      .where('dedupeKey', '=', `unopened:${task.id}:${first!.id}:0`)
      .execute();
    t.app.deps.outbox.poke();
    await settled(t.app, task.id);

    const res = await api.post(`/api/tasks/${task.id}/reminders`, { remindDays: 3, unopenedDays: 5 });
    expect(await read(res, TaskSchema)).toMatchObject({ state: 50, remindDays: 3, unopenedDays: 5 });
    const rows = await reminderRows(t.app, task.id);
    expect(rows.map((r) => `${r.kind} ${r.to} ${r.state}`)).toEqual([
      'reminder s0@druck.de queued',
      'unopened-reminder s0@druck.de sent',
      'reminder s1@druck.de queued',
      'unopened-reminder s1@druck.de queued',
    ]);
    expect(inBerlin(rows[0]!.nextAttemptAt)).toBe(`${inDays(7)} 09:00`);
    expect(rows[3]!.nextAttemptAt).toBeGreaterThan(Date.now() + 4.9 * DAY);

    await api.post(`/api/tasks/${task.id}/reminders`, { remindDays: null, unopenedDays: null });
    expect((await reminderRows(t.app, task.id)).map((r) => r.state)).toEqual(['sent']);
  });

  it('plans for a printshop invited later, and drops every planned one when the tender is cancelled', async () => {
    const { api, task } = await sentTask(t.app, 1);
    const late = await read(api.put('/api/suppliers', { name: 'Druck spät', email: 'late@druck.de' }), SupplierSchema);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [late.id] })).statusCode).toBe(200);
    expect((await reminderRows(t.app, task.id)).filter((r) => r.supplierId === late.id)).toHaveLength(2);

    expect((await api.post(`/api/tasks/${task.id}/cancel`, { message: 'Abgesagt.' })).statusCode).toBe(200);
    expect(await reminderRows(t.app, task.id)).toEqual([]);
    const refused = await api.post(`/api/tasks/${task.id}/reminders`, { remindDays: 2, unopenedDays: 3 });
    expect((await readError(refused, 409)).code).toBe('TASK_CANCELLED');
  });

  it('refuses settings out of range, and a task of another workspace', async () => {
    const { api, task } = await draft();
    for (const body of [{ remindDays: 0, unopenedDays: 3 }, { remindDays: 2, unopenedDays: 61 }, { remindDays: 2 }]) {
      expect((await api.post(`/api/tasks/${task.id}/reminders`, body)).statusCode).toBe(400);
    }
    const stranger = apiAs(t.app, (await signUp(t.app, 'stranger')).cookie);
    const foreign = await stranger.post(`/api/tasks/${task.id}/reminders`, { remindDays: 2, unopenedDays: 3 });
    expect(foreign.statusCode).toBe(404);
  });
});
