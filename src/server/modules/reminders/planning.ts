import { randomUUID } from 'node:crypto';
import { todayIn } from '../../../shared/dates.ts';
import { TaskState } from '../../../shared/task-state.ts';
import { offerLink } from '../../auth/offer-token.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { toKeptStanding } from '../offers/index.ts';
import { findTaskFormats, type TaskRow } from '../tasks/index.ts';
import { deadlineEnd, remindAt, unopenedAt } from './due-times.ts';
import { reminderTemplate, type ReminderKind } from './reminder.mail.tsx';
import { deletePlannedMails, deleteQueuedMails } from '../mail/index.ts';
import { supplierSender, type SupplierSender } from '../team/index.ts';
import { listInvited, listStale, listUnwanted, REMINDER_KINDS, type InvitedRow } from './reminders.queries.ts';

type PlanDeps = Pick<Deps, 'config' | 'outbox'>;
type PlanTask = Pick<
  TaskRow,
  'id' | 'workspaceId' | 'name' | 'deadlineDate' | 'remindDays' | 'unopenedDays' | 'revision'
>;
export type Supplier = Pick<
  InvitedRow,
  'supplierId' | 'name' | 'email' | 'contactPerson' | 'language' | 'invitedAt' | 'openedAt' | 'clickedAt'
> & {
  /** The titles of the formats whose prices wait to be confirmed: the reminder asks for those. */
  confirm?: string[];
};

/**
 * Whose reminders they are: the signature under them, and the buying company with the Reply-To (the task's
 * owner for planned ones, whoever reminds by hand for those).
 */
export type ReminderFrom = { signature: string; sender: SupplierSender };

// "At most once per printshop and tender revision" is the outbox's unique key, not a check in code.
const keyPrefix: Record<ReminderKind, string> = { reminder: 'reminder', 'unopened-reminder': 'unopened' };

/** A task's reminder mails, each to one printshop with its own link; rendered once per kind and language. */
export function reminderMails(
  deps: Pick<Deps, 'config'>,
  task: Pick<TaskRow, 'id' | 'workspaceId' | 'name' | 'deadlineDate'>,
  { signature, sender }: ReminderFrom,
) {
  const templates = new Map<string, ReturnType<typeof reminderTemplate>>();
  return (kind: ReminderKind, s: Supplier) => {
    const confirm = s.confirm ?? [];
    const key = `${kind}/${s.language}/${JSON.stringify(confirm)}`;
    let template = templates.get(key);
    if (!template) {
      template = reminderTemplate(kind, task, s.language, signature, sender.buyer.name, confirm);
      templates.set(key, template);
    }
    const content = template(s, offerLink(deps.config.baseUrl, deps.config.appSecret, task.id, s.supplierId));
    const about = { workspaceId: task.workspaceId, taskId: task.id, supplierId: s.supplierId };
    return { id: randomUUID(), kind, to: s.email, ...about, ...content, ...sender.headers };
  };
}

/**
 * The reminders of freshly invited printshops (or of those that neither offered nor declined, on a replan),
 * rendered, as due mails for the outbox: `remindDays` before the deadline in the morning, and `unopenedDays`
 * after an invitation not opened. None whose time has passed or falls after the deadline day. The planner
 * renders once per kind and language over all its calls: a large send renders before it writes, in chunks.
 */
export function reminderPlanner(deps: Pick<Deps, 'config'>, task: PlanTask, from: ReminderFrom, now = Date.now()) {
  const zone = deps.config.timeZone;
  const end = task.deadlineDate === null ? Infinity : deadlineEnd(task.deadlineDate, zone);
  const before =
    task.deadlineDate === null || task.remindDays === null ? null : remindAt(task.deadlineDate, task.remindDays, zone);
  const mailTo = reminderMails(deps, task, from);
  return (suppliers: Supplier[]) => {
    const mails: Parameters<PlanDeps['outbox']['enqueueMany']>[1] = [];
    const plan = (kind: ReminderKind, dueAt: number, s: Supplier) => {
      if (dueAt <= now || dueAt >= end) return;
      const dedupeKey = `${keyPrefix[kind]}:${task.id}:${s.supplierId}:${task.revision}`;
      mails.push({ ...mailTo(kind, s), dueAt, dedupeKey });
    };
    for (const s of suppliers) {
      if (before !== null) plan('reminder', before, s);
      if (task.unopenedDays !== null && s.openedAt === null && s.clickedAt === null) {
        plan('unopened-reminder', unopenedAt(s.invitedAt, task.unopenedDays), s);
      }
    }
    return mails;
  };
}

/** Plans the reminders of `printshops` (see reminderPlanner) in `ex`. */
async function planReminders(
  deps: PlanDeps,
  ex: Executor,
  task: PlanTask,
  suppliers: Supplier[],
  from: ReminderFrom,
  now = Date.now(),
): Promise<void> {
  const mails = reminderPlanner(deps, task, from, now)(suppliers);
  if (mails.length > 0) await deps.outbox.enqueueMany(ex, mails);
}

/** Drops a task's planned reminders that are not sent yet (the tender was cancelled, or a replan follows). */
export async function dropReminders(ex: Executor, taskId: string): Promise<void> {
  await deletePlannedMails(ex, taskId, REMINDER_KINDS);
}

/**
 * The invited printshops a reminder before the deadline is for: those that neither offered nor declined, and
 * those whose prices for formats changed since wait to be confirmed (with those formats' titles).
 */
export function waitedFor(rows: InvitedRow[], formats: readonly { id: string; title: string }[]): Supplier[] {
  return rows.flatMap((s) => {
    if (s.submittedAt === null) return s.declinedAt === null ? [s] : [];
    const { staleFormats } = toKeptStanding(s);
    if (staleFormats.length === 0) return [];
    return [{ ...s, confirm: formats.filter((f) => staleFormats.includes(f.id)).map((f) => f.title) }];
  });
}

/**
 * Plans a sent task's reminders anew, for its current revision and settings (an amendment, a settings change):
 * the planned ones not yet sent go, new ones come for every printshop that neither offered nor declined, and
 * for every one whose prices for changed formats wait to be confirmed. One already sent for this revision keeps
 * its key, so it is not planned twice.
 */
export async function replanReminders(
  deps: PlanDeps,
  ex: Executor,
  task: PlanTask & Pick<TaskRow, 'state'>,
  signature: string,
): Promise<void> {
  await deletePlannedMails(ex, task.id, REMINDER_KINDS);
  if (task.state !== TaskState.sent) return;
  // Planned reminders go out on their own: replies go to the task's owner.
  const from = { signature, sender: await supplierSender(ex, task.id) };
  const [rows, formats] = await Promise.all([listInvited(ex, task.workspaceId, task.id), findTaskFormats(ex, task.id)]);
  await planReminders(deps, ex, task, waitedFor(rows, formats), from);
}

/** The outbox's hook: of the mails just claimed, the reminders whose reason is gone are deleted, not sent. */
export async function dropStaleReminders(
  deps: Pick<Deps, 'db' | 'config'>,
  claimed: readonly { id: string; kind: string }[],
): Promise<string[]> {
  const ids = claimed.filter((m) => (REMINDER_KINDS as readonly string[]).includes(m.kind)).map((m) => m.id);
  return deleteQueuedMails(deps.db, await listUnwanted(deps.db, ids, todayIn(deps.config.timeZone)));
}

/** The ids of a task's queued reminders that will be dropped, not sent: the mail log leaves them out. */
export async function staleReminders(deps: { db: Db; config: { timeZone: string } }, taskId: string) {
  return new Set(await listStale(deps.db, taskId, todayIn(deps.config.timeZone)));
}

/** Of the queued mails `ids` (of any tasks), the reminders that will be dropped, not sent: as staleReminders. */
export async function staleRemindersOf(deps: { db: Db; config: { timeZone: string } }, ids: readonly string[]) {
  return new Set(await listUnwanted(deps.db, ids, todayIn(deps.config.timeZone)));
}
