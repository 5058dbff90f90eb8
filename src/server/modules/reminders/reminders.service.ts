import { todayIn } from '../../../shared/dates.ts';
import type { ReminderSettings } from '../../../shared/schemas/reminders.ts';
import type { Task } from '../../../shared/schemas/tasks.ts';
import { offersOpen, refusal, TaskState } from '../../../shared/task-state.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound, refused } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { answerTask, findTaskFormats, readTask } from '../tasks/index.ts';
import { reminderMails, replanReminders } from './planning.ts';
import { listInvited, lockTask, saveSettings, type InvitedRow } from './reminders.queries.ts';

type ReminderDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'taskChanges'>;

/**
 * Changes a task's reminder settings (POST /api/tasks/{id}/reminders) before it ends; a sent task's planned
 * reminders are planned anew at once.
 */
export async function changeSettings(
  deps: ReminderDeps,
  staff: Staff,
  id: string,
  settings: ReminderSettings,
): Promise<Task> {
  const task = await deps.db.transaction().execute(async (trx) => {
    const row = await lockTask(trx, staff.workspace.id, id);
    if (!row) throw notFound('The task');
    if (row.state >= TaskState.cancelled) throw refused(refusal('cancel', row.state)!);
    await saveSettings(trx, staff.workspace.id, id, settings);
    const fields = (['remindDays', 'unopenedDays'] as const).filter((f) => row[f] !== settings[f]);
    const day = (n: number | null) => (n === null ? null : String(n));
    const values = fields.map((f) => ({ field: f, old: day(row[f]), new: day(settings[f]) }));
    if (fields.length > 0) await recordEvent(trx, { staff, taskId: id, kind: 'reminder-settings', fields, values });
    const next = { ...row, ...settings };
    await replanReminders(deps, trx, next, staff.user.signature);
    return answerTask(trx, next, await findTaskFormats(trx, id), deps.config);
  });
  deps.taskChanges.changed(id);
  return task;
}

const waiting = (s: InvitedRow) => s.submittedAt === null && s.declinedAt === null;

/** Those of `ids` (all when empty) that neither offered nor declined; 404 for one not invited to the task. */
function chosen(rows: InvitedRow[], ids: string[]): InvitedRow[] {
  if (ids.length === 0) return rows.filter(waiting);
  const byId = new Map(rows.map((r) => [r.supplierId, r]));
  return [...new Set(ids)].map((sid) => byId.get(sid) ?? throwMissing()).filter(waiting);
}

const throwMissing = (): never => {
  throw notFound('The printshop');
};

/**
 * A reminder by hand, now (POST /api/tasks/{id}/reminders/send), to the printshops named or to every invited
 * one that neither offered nor declined; while the tender is open. Answers how many were queued.
 */
export async function sendReminders(deps: ReminderDeps, staff: Staff, id: string, ids: string[]): Promise<number> {
  const task = await readTask(deps.db, staff.workspace.id, id);
  if (!offersOpen(task, todayIn(deps.config.timeZone))) {
    throw conflict('REMINDERS_CLOSED', 'Reminders go out only while the tender is open.');
  }
  const targets = chosen(await listInvited(deps.db, staff.workspace.id, id), ids);
  if (targets.length === 0) {
    throw conflict('NOTHING_TO_REMIND', 'Every printshop has offered or declined: nobody to remind.');
  }
  // No lock: a reminder whose reason went meanwhile (cancelled, offered) is dropped by the worker unsent.
  const mailTo = reminderMails(deps, task, staff.user.signature);
  const mails = targets.map((s) => mailTo('reminder', s));
  const supplierId = targets.length === 1 ? targets[0]!.supplierId : null;
  await deps.db.transaction().execute(async (trx) => {
    await deps.outbox.enqueueMany(trx, mails);
    await recordEvent(trx, { staff, taskId: id, kind: 'reminded', supplierId, count: mails.length });
  });
  deps.outbox.poke();
  deps.taskChanges.changed(id);
  return mails.length;
}
