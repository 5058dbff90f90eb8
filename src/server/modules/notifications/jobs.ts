import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '../../../shared/dates.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { every } from '../../every.ts';
import { digestMail } from './notification.mail.tsx';
import {
  claim,
  countRemindersSent,
  findDigestUsers,
  findPassedDeadlines,
  lockTasks,
  remindersDue,
  takeDigest,
} from './notifications.queries.ts';
import { languageOf, linkOf, notifyTask, type NotifyDeps, type TaskEvent } from './notify.ts';

/** The digest goes out from this hour on, in the workspace time zone (docs/product.md#notifications). */
export const DIGEST_HOUR = 8;
// A deadline that passed longer ago than this is not announced (a database upgraded with old open tasks).
const DEADLINE_LOOKBACK_DAYS = 7;

type JobDeps = NotifyDeps & Pick<Deps, 'db' | 'live'>;

const hourIn = (timeZone: string, now: number) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));

/**
 * One "deadline passed" per task and deadline: the claim's unique key decides which instance writes it, in the
 * transaction that claims (docs/product.md#notifications).
 */
async function announceDeadlines(deps: JobDeps, now: number): Promise<void> {
  const today = todayIn(deps.config.timeZone, new Date(now));
  const passed = await findPassedDeadlines(deps.db, today, addDays(today, -DEADLINE_LOOKBACK_DAYS));
  for (const task of passed) {
    const told = await deps.db.transaction().execute(async (trx) => {
      if (!(await claim(trx, `deadline:${task.id}:${task.deadlineDate}`, now))) return false;
      await notifyTask(deps, trx, { kind: 'deadline', taskId: task.id, count: Number(task.offers ?? 0) }, now);
      return true;
    });
    if (told) deps.live.publish(task.id, 'task');
  }
}

/** Each digest user's mail of the day, once across instances: the claim `digest:{userId}:{day}`. */
async function sendDigests(deps: JobDeps, now: number): Promise<void> {
  if (hourIn(deps.config.timeZone, now) < DIGEST_HOUR) return;
  const day = todayIn(deps.config.timeZone, new Date(now));
  for (const user of await findDigestUsers(deps.db)) {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await claim(trx, `digest:${user.userId}:${day}`, now))) return;
      const items = await takeDigest(trx, user.userId, day);
      if (items.length === 0) return;
      const events = items.map((i) => ({ ...i, link: linkOf(deps.config.baseUrl, i.taskId, i.kind) }));
      const content = digestMail(languageOf(user.language), day, events);
      await deps.outbox.enqueue(trx, { kind: 'notification-digest', to: user.email, ...content }, randomUUID());
    });
  }
}

/** The scheduled part of notifications: deadlines passed and the daily digests. Every instance runs it. */
export async function runNotificationJobs(deps: JobDeps, now = Date.now()): Promise<void> {
  await announceDeadlines(deps, now);
  await sendDigests(deps, now);
  deps.outbox.poke();
}

/** Runs the jobs every `everyMs` until stopped; a failure is logged and tried again next time. */
export const scheduleNotificationJobs = (deps: JobDeps, log: (err: unknown) => void, everyMs = 60_000) =>
  every(everyMs, () => runNotificationJobs(deps), log);

type Recorded = {
  kind: string;
  taskId: string | null;
  supplierId: string | null;
  outcome: 'sent' | 'retry' | 'failed';
};

/**
 * The outbox's hook, in the transaction that records a batch's outcomes: an invitation the relay refused
 * (its `mailState` becomes `failed`) or an order it refused tells the task's people, and so does the end of a reminder run (no
 * reminder of the task left due). The task rows are locked first, so that of two instances finishing one
 * run's last batches together the later one sees the other's outcomes and tells.
 */
export async function notifyMailOutcomes(deps: NotifyDeps, trx: Executor, recorded: readonly Recorded[]) {
  const events: TaskEvent[] = recorded
    .filter((m) => (m.kind === 'invitation' || m.kind === 'order') && m.outcome === 'failed' && m.taskId)
    .map((m) => ({
      kind: m.kind === 'order' ? 'order-undelivered' : 'undelivered',
      taskId: m.taskId!,
      supplierId: m.supplierId,
    }));
  const reminded = [
    ...new Set(
      recorded
        .filter((m) => (m.kind === 'reminder' || m.kind === 'unopened-reminder') && m.outcome !== 'retry' && m.taskId)
        .map((m) => m.taskId!),
    ),
  ];
  if (reminded.length > 0) {
    await lockTasks(trx, reminded);
    const now = Date.now();
    for (const taskId of reminded) {
      if (await remindersDue(trx, taskId, now)) continue;
      const count = await countRemindersSent(trx, taskId);
      if (count > 0) events.push({ kind: 'reminders', taskId, count });
    }
  }
  await notifyTask(deps, trx, events);
}
