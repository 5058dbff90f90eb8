import { randomUUID } from 'node:crypto';
import { addDays, addWorkingDays, todayIn } from '../../../shared/dates.ts';
import { offerLink } from '../../auth/offer-token.ts';
import type { Deps } from '../../deps.ts';
import { every } from '../../every.ts';
import { readTaskById } from '../tasks/index.ts';
import { supplierSender } from '../team/index.ts';
import { lateOrderTasks } from './orders.queries.ts';
import { readJobs, type Job } from './jobs.ts';
import type { JobMailKind } from './job-mail.texts.ts';
import { jobMail } from './job.mail.tsx';

/** A confirmation is late this many working days after the order went out. */
export const CONFIRM_DUE_WORKING_DAYS = 2;
/** A proof is late this many days before the planned ship date, when none was uploaded. */
export const PROOF_DUE_DAYS_BEFORE = 3;
// An order older than this is not reminded any more (a database upgraded with old orders).
const LOOKBACK_DAYS = 30;

type ReminderDeps = Pick<Deps, 'db' | 'config' | 'outbox'>;

/** Why a job is late today, or null: not confirmed two working days after the order; no proof near the ship date. */
export function lateness(job: Job, today: string, timeZone: string): JobMailKind | null {
  if (job.status === 'sent') {
    const sentOn = todayIn(timeZone, new Date(Number(job.row.createdAt)));
    return addWorkingDays(sentOn, CONFIRM_DUE_WORKING_DAYS) <= today ? 'confirm-late' : null;
  }
  const near = job.shipDate !== null && addDays(job.shipDate, -PROOF_DUE_DAYS_BEFORE) <= today;
  return job.status === 'confirmed' && job.proofs.length === 0 && job.facts.proofFormats.length > 0 && near
    ? 'proof-late'
    : null;
}

/**
 * Reminds each printshop whose confirmation or proof is late, once: the mail's key (`order-<kind>:<task>:<printshop>`)
 * makes a second one a no-op, on every instance (docs/product.md#the-job-after-the-award).
 */
export async function runOrderReminders(deps: ReminderDeps, now = Date.now()): Promise<number> {
  const today = todayIn(deps.config.timeZone, new Date(now));
  let queued = 0;
  const since = now - LOOKBACK_DAYS * 86_400_000;
  for (const taskId of await lateOrderTasks(deps.db, since, addDays(today, PROOF_DUE_DAYS_BEFORE))) {
    const task = await readTaskById(deps.db, taskId);
    if (!task) continue;
    const late = (await readJobs(deps.db, taskId)).flatMap((job) => {
      const kind = lateness(job, today, deps.config.timeZone);
      return kind ? [{ job, kind }] : [];
    });
    if (late.length === 0) continue;
    const sender = await supplierSender(deps.db, taskId);
    const mails = late.map(({ job, kind }) => ({
      id: randomUUID(),
      kind: 'order-reminder' as const,
      to: job.row.email,
      workspaceId: task.workspaceId,
      taskId,
      supplierId: job.supplierId,
      dedupeKey: `order-${kind}:${taskId}:${job.supplierId}`,
      ...sender.headers,
      ...jobMail({
        kind,
        supplier: job.row,
        task: task.name,
        order: job.number,
        shipDate: job.shipDate,
        link: offerLink(deps.config.baseUrl, deps.config.appSecret, taskId, job.supplierId),
        buyer: sender.buyer.name,
      }),
    }));
    await deps.outbox.enqueueMany(deps.db, mails);
    queued += mails.length;
  }
  if (queued > 0) deps.outbox.poke();
  return queued;
}

/** Runs the reminders every `everyMs` until stopped; a failure is logged and tried again next time. */
export const scheduleOrderReminders = (deps: ReminderDeps, log: (err: unknown) => void, everyMs = 15 * 60_000) =>
  every(everyMs, () => runOrderReminders(deps), log);
