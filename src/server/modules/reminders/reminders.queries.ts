import type { ExpressionBuilder } from 'kysely';
import { TaskState } from '../../../shared/task-state.ts';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { awaitsConfirmation, standingColumns } from '../offers/index.ts';

export const REMINDER_KINDS = ['reminder', 'unopened-reminder'] as const;

/**
 * The printshops invited to a task that still exist, with what decides their reminders; also those an amendment
 * or a cancellation tells (an amendment tells each what it means for its offer, so: the offer's standing).
 */
export async function listInvited(ex: Executor, workspaceId: string, taskId: string) {
  return ex
    .selectFrom('supplierTasks')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select([
      'suppliers.id as supplierId',
      'suppliers.name',
      'suppliers.email',
      'suppliers.contactPerson',
      'suppliers.language',
      'supplierTasks.invitedAt',
      'supplierTasks.openedAt',
      'supplierTasks.clickedAt',
      'supplierTasks.submittedAt',
      ...standingColumns,
      'supplierTasks.declinedAt',
      'supplierTasks.round',
    ])
    .where('supplierTasks.workspaceId', '=', workspaceId)
    .where('supplierTasks.taskId', '=', taskId)
    .where('suppliers.deletedAt', 'is', null)
    .orderBy('suppliers.name')
    .orderBy('suppliers.id')
    .execute();
}

export type InvitedRow = Awaited<ReturnType<typeof listInvited>>[number];

/**
 * A reminder still has its reason: the tender is open (sent, deadline not passed on `today`), and the
 * printshop still exists, is in the task's round, its address has not bounced, it has neither offered nor declined (or, for the reminder
 * before the deadline, its offer waits to confirm prices of changed formats) and, for the unopened kind, has not
 * opened it.
 */
function stillWanted(eb: ExpressionBuilder<Database, 'mails'>, today: string) {
  return eb.and([
    eb.exists(
      eb
        .selectFrom('tasks')
        .select('tasks.id')
        .whereRef('tasks.id', '=', 'mails.taskId')
        .where('tasks.state', '=', TaskState.sent)
        .where((t) => t.or([t('tasks.deadlineDate', 'is', null), t('tasks.deadlineDate', '>=', today)])),
    ),
    eb.exists(
      eb
        .selectFrom('supplierTasks')
        .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
        .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
        .select('supplierTasks.supplierId')
        .whereRef('supplierTasks.taskId', '=', 'mails.taskId')
        .whereRef('supplierTasks.supplierId', '=', 'mails.supplierId')
        // A printshop left out of a final round is not waited for (docs/product.md#rounds).
        .whereRef('supplierTasks.round', '=', 'tasks.round')
        .where((s) =>
          s.or([
            s.and([s('supplierTasks.submittedAt', 'is', null), s('supplierTasks.declinedAt', 'is', null)]),
            s.and([s('mails.kind', '=', 'reminder'), awaitsConfirmation]),
          ]),
        )
        .where('suppliers.deletedAt', 'is', null)
        // A bounced address gets no reminder until it is changed (docs/product.md#mail-that-did-not-arrive).
        .where('suppliers.bouncedAt', 'is', null)
        .where((s) =>
          s.or([
            s('mails.kind', '=', 'reminder'),
            s.and([s('supplierTasks.openedAt', 'is', null), s('supplierTasks.clickedAt', 'is', null)]),
          ]),
        ),
    ),
  ]);
}

/**
 * Those of the mails `ids` (queued ones: just claimed by this instance's worker, or on a page of the mail log)
 * that are reminders whose reason is gone.
 */
export async function listUnwanted(ex: Executor, ids: readonly string[], today: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ex
    .selectFrom('mails')
    .select('id')
    .where('id', 'in', ids)
    .where('kind', 'in', REMINDER_KINDS)
    .where((eb) => eb.not(stillWanted(eb, today)))
    .execute();
  return rows.map((r) => r.id);
}

/** A task's queued reminders whose reason is gone: they will be dropped, not sent. */
export async function listStale(ex: Executor, taskId: string, today: string): Promise<string[]> {
  const rows = await ex
    .selectFrom('mails')
    .select('id')
    .where('taskId', '=', taskId)
    .where('state', '=', 'queued')
    .where('kind', 'in', REMINDER_KINDS)
    .where((eb) => eb.not(stillWanted(eb, today)))
    .execute();
  return rows.map((r) => r.id);
}
