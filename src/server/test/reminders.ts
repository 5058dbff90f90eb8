import type { App } from '../app.ts';
import { waitFor } from './helper.ts';

const KINDS = ['reminder', 'unopened-reminder'] as const;
type Kind = (typeof KINDS)[number];

/** A task's reminders in the outbox, by address and kind. */
export const reminderRows = (app: App, taskId: string) =>
  app.deps.db
    .selectFrom('mails')
    .select(['id', 'kind', 'toAddress as to', 'supplierId', 'state', 'nextAttemptAt', 'dedupeKey', 'messageId'])
    .where('taskId', '=', taskId)
    .where('kind', 'in', KINDS)
    .orderBy('toAddress')
    .orderBy('kind')
    .execute();

/** Brings the planned reminders of a task (of one kind) due now, instead of waiting days, and wakes the worker. */
export async function makeDue(app: App, taskId: string, kind?: Kind) {
  await app.deps.db
    .updateTable('mails')
    .set({ nextAttemptAt: Date.now() - 1000 })
    .where('taskId', '=', taskId)
    .where('state', '=', 'queued')
    .where('dedupeKey', 'is not', null)
    .where('kind', 'in', kind ? [kind] : KINDS)
    .execute();
  app.deps.outbox.poke();
}

/** Waits until every due reminder of the task was sent or dropped. */
export const settled = (app: App, taskId: string) =>
  waitFor(async () => {
    const due = await app.deps.db
      .selectFrom('mails')
      .select('id')
      .where('taskId', '=', taskId)
      .where('kind', 'in', KINDS)
      .where('state', '=', 'queued')
      .where('nextAttemptAt', '<=', Date.now())
      .execute();
    return due.length === 0 ? true : undefined;
  }, 'the due reminders sent or dropped');

const berlin = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as Berlin's wall clock reads it: 2027-01-05 09:00. */
export const inBerlin = (epochMs: number) => berlin.format(epochMs);
