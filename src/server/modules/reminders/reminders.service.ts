import { todayIn } from '../../../shared/dates.ts';
import type { ReminderSettings } from '../../../shared/schemas/reminders.ts';
import type { Task, TaskFormat } from '../../../shared/schemas/tasks.ts';
import { offersOpen } from '../../../shared/task-state.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { answerTask, changeTask, findTaskFormats, readTask, saveReminderSettings } from '../tasks/index.ts';
import { takeQuota } from '../mail/index.ts';
import { supplierSender } from '../team/index.ts';
import { reminderMails, replanReminders, waitedFor, type Supplier } from './planning.ts';
import { listInvited, type InvitedRow } from './reminders.queries.ts';

type ReminderDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'taskChanges'>;

/**
 * Changes a task's reminder settings (POST /api/tasks/{id}/reminders) before it ends; a sent task's planned
 * reminders are planned anew at once.
 */
export async function changeSettings(
  deps: ReminderDeps & Pick<Deps, 'supplierSums' | 'taskAuction'>,
  staff: Staff,
  id: string,
  settings: ReminderSettings,
): Promise<Task> {
  return changeTask(deps, staff.workspace.id, id, 'reminders', async (trx, { row, formats }) => {
    await saveReminderSettings(trx, staff.workspace.id, id, settings);
    const fields = (['remindDays', 'unopenedDays'] as const).filter((f) => row[f] !== settings[f]);
    const day = (n: number | null) => (n === null ? null : String(n));
    const values = fields.map((f) => ({ field: f, old: day(row[f]), new: day(settings[f]) }));
    if (fields.length > 0) await recordEvent(trx, { staff, taskId: id, kind: 'reminder-settings', fields, values });
    const next = { ...row, ...settings };
    await replanReminders(deps, trx, next, staff.user.signature);
    return answerTask(trx, next, formats, deps);
  });
}

/**
 * Those of `ids` (all when empty) that are waited for: neither offered nor declined, or asked to confirm prices
 * of changed formats (waitedFor); 404 for one not invited to the task.
 */
function chosen(rows: InvitedRow[], ids: string[], formats: TaskFormat[]): Supplier[] {
  const waited = waitedFor(rows, formats);
  if (ids.length === 0) return waited;
  const byId = new Map(rows.map((r) => [r.supplierId, r]));
  const named = new Set([...new Set(ids)].map((sid) => (byId.get(sid) ?? throwMissing()).supplierId));
  return waited.filter((s) => named.has(s.supplierId));
}

const throwMissing = (): never => {
  throw notFound('The printshop');
};

/**
 * A reminder by hand, now (POST /api/tasks/{id}/reminders/send), to the printshops named or to every invited
 * one that is waited for (no offer and no no-bid, or prices to confirm, each reminded of its formats); while
 * the tender is open. Answers how many were queued. All or none, as the workspace's mail quota has room (429
 * MAIL_QUOTA; docs/product.md, Mail quotas).
 */
export async function sendReminders(deps: ReminderDeps, staff: Staff, id: string, ids: string[]): Promise<number> {
  const task = await readTask(deps.db, staff.workspace.id, id);
  if (!offersOpen(task, todayIn(deps.config.timeZone))) {
    throw conflict('REMINDERS_CLOSED', 'Reminders go out only while the tender is open.');
  }
  const [rows, formats] = await Promise.all([
    listInvited(deps.db, staff.workspace.id, id),
    findTaskFormats(deps.db, id),
  ]);
  const targets = chosen(rows, ids, formats);
  if (targets.length === 0) {
    throw conflict(
      'NOTHING_TO_REMIND',
      'Every printshop has offered or declined, and no price waits to be confirmed: nobody to remind.',
    );
  }
  // Checked before the lock: a reminder whose reason goes meanwhile (cancelled, offered) is dropped unsent.
  const sender = await supplierSender(deps.db, id, staff.user.email);
  const mailTo = reminderMails(deps, task, { signature: staff.user.signature, sender });
  const mails = targets.map((s) => mailTo('reminder', s));
  const supplierId = targets.length === 1 ? targets[0]!.supplierId : null;
  await changeTask(deps, staff.workspace.id, id, 'remind', async (trx) => {
    await takeQuota(trx, deps.config, staff.workspace.id, 'mail', mails.length);
    await deps.outbox.enqueueMany(trx, mails);
    await recordEvent(trx, { staff, taskId: id, kind: 'reminded', supplierId, count: mails.length });
  });
  return mails.length;
}
