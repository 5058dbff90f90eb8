import { sql, type ExpressionBuilder } from 'kysely';
import { TaskState } from '../../../shared/task-state.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { awaitsConfirmation, hasCurrentOffer } from '../offers/index.ts';

// Each query reads every task of the workspace with one reason at once, grouped in SQL: five queries, however
// many tasks; given a task id, that task's only (its page's overview). Counts come back as strings from
// PostgreSQL; the service makes numbers of them.

/** Every task of the workspace, or the one task's only (joined on, so each query's shape stays as it was). */
const onlyTask = (taskId?: string) =>
  taskId === undefined ? sql<boolean>`1 = 1` : sql<boolean>`${sql.ref('tasks.id')} = ${taskId}`;

/**
 * Sent tasks with questions waiting for an answer, after the deadline too (an answer is owed until the award);
 * not once awarded or cancelled, when no answer changes a bid: the question can still be answered on its page.
 */
export function unansweredQuestions(db: Db, workspaceId: string, taskId?: string) {
  return db
    .selectFrom('questions')
    .innerJoin('tasks', (join) => join.onRef('tasks.id', '=', 'questions.taskId').on(onlyTask(taskId)))
    .select((eb) => ['tasks.id', 'tasks.name', 'tasks.deadlineDate', eb.fn.countAll<number>().as('count')])
    .where('questions.workspaceId', '=', workspaceId)
    .where('tasks.workspaceId', '=', workspaceId)
    .where('tasks.state', '=', sql.lit(TaskState.sent))
    .where('questions.answer', 'is', null)
    .groupBy(['tasks.id', 'tasks.name', 'tasks.deadlineDate'])
    .execute();
}

/** The workspace's invitations of printshops not deleted, counted per task; each reason adds its conditions. */
const invitationsPerTask = (db: Db, workspaceId: string, taskId?: string) =>
  db
    .selectFrom('supplierTasks')
    .innerJoin('tasks', (join) => join.onRef('tasks.id', '=', 'supplierTasks.taskId').on(onlyTask(taskId)))
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select((eb) => ['tasks.id', 'tasks.name', 'tasks.deadlineDate', eb.fn.countAll<number>().as('count')])
    .where('supplierTasks.workspaceId', '=', workspaceId)
    .where('suppliers.deletedAt', 'is', null)
    .groupBy(['tasks.id', 'tasks.name', 'tasks.deadlineDate']);

/**
 * Open tasks whose invitation mail to a printshop failed or bounced (docs/product.md#mail-states): refused by the
 * SMTP server, or reported undeliverable by the printshop's mail server after it took the mail. Left out once that
 * printshop offered or declined anyway, or was deleted.
 */
export function undeliveredInvitations(db: Db, workspaceId: string, taskId?: string) {
  return invitationsPerTask(db, workspaceId, taskId)
    .innerJoin('mails', 'mails.id', 'supplierTasks.mailId')
    .where('tasks.state', '<', sql.lit(TaskState.cancelled))
    .where((eb) => eb.or([eb('mails.state', '=', 'failed'), eb('mails.delivery', '=', 'bounced')]))
    .where('supplierTasks.submittedAt', 'is', null)
    .where('supplierTasks.declinedAt', 'is', null)
    .execute();
}

/**
 * Sent tasks still taking offers with offers waiting to confirm prices of formats an amendment changed
 * (modules/offers): the printshop has to confirm them, or the buyer to remind it. Counted per printshop.
 */
export function offersToConfirm(db: Db, workspaceId: string, today: string, taskId?: string) {
  return invitationsPerTask(db, workspaceId, taskId)
    .where('tasks.state', '=', sql.lit(TaskState.sent))
    .where('tasks.deadlineDate', '>=', today)
    .where(awaitsConfirmation)
    .execute();
}

/** A task's invitations of printshops not deleted, for the subqueries below. */
const liveInvitations = (eb: ExpressionBuilder<Database, 'tasks'>) =>
  eb
    .selectFrom('supplierTasks')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .whereRef('supplierTasks.taskId', '=', 'tasks.id')
    .where('suppliers.deletedAt', 'is', null);

/** The number of a task's current offers (pricing a format as it is) of printshops not deleted. */
const currentOffers = (eb: ExpressionBuilder<Database, 'tasks'>) =>
  liveInvitations(eb)
    .select((s) => s.fn.countAll<number>().as('n'))
    .where(hasCurrentOffer)
    .as('count');

/** A task's award waits for an owner's or admin's approval: the decision is taken, only not yet approved. */
const awaitingApproval = (eb: ExpressionBuilder<Database, 'tasks'>) =>
  eb.exists(
    eb
      .selectFrom('awardRequests')
      .select('awardRequests.id')
      .whereRef('awardRequests.taskId', '=', 'tasks.id')
      .where('awardRequests.state', '=', 'pending'),
  );

/** The workspace's sent tasks not waiting for an award's approval, with their number of current offers. */
const awardToDecide = (db: Db, workspaceId: string, taskId?: string) =>
  db
    .selectFrom('tasks')
    .select((eb) => ['tasks.id', 'tasks.name', 'tasks.deadlineDate', currentOffers(eb)])
    .where('tasks.workspaceId', '=', workspaceId)
    .where('tasks.state', '=', sql.lit(TaskState.sent))
    .where((eb) => eb.not(awaitingApproval(eb)))
    .where(onlyTask(taskId));

/**
 * Sent tasks whose deadline day is over and that are not awarded (nor waiting for an award's approval), with their
 * number of current offers.
 */
export function deadlinePassed(db: Db, workspaceId: string, today: string, taskId?: string) {
  return awardToDecide(db, workspaceId, taskId).where('tasks.deadlineDate', '<', today).execute();
}

/**
 * Sent tasks still taking offers whose every invited printshop has answered (offered or declined, nothing left to
 * confirm) with at least one offer: the buyer may compare and award before the deadline. With the offers' number.
 */
export function allOffersIn(db: Db, workspaceId: string, today: string, taskId?: string) {
  return awardToDecide(db, workspaceId, taskId)
    .where('tasks.deadlineDate', '>=', today)
    .where((eb) =>
      eb.and([
        eb.exists(liveInvitations(eb).select('supplierTasks.supplierId').where(hasCurrentOffer)),
        eb.not(
          eb.exists(
            liveInvitations(eb)
              .select('supplierTasks.supplierId')
              .where((s) =>
                s.or([
                  s.and([s('supplierTasks.submittedAt', 'is', null), s('supplierTasks.declinedAt', 'is', null)]),
                  awaitsConfirmation,
                ]),
              ),
          ),
        ),
      ]),
    )
    .execute();
}

/** Sent tasks whose award waits for an owner's or admin's approval (count 1 each). */
export function approvalsPending(db: Db, workspaceId: string, taskId?: string) {
  return db
    .selectFrom('tasks')
    .select(['tasks.id', 'tasks.name', 'tasks.deadlineDate', sql<number>`1`.as('count')])
    .where('tasks.workspaceId', '=', workspaceId)
    .where('tasks.state', '=', sql.lit(TaskState.sent))
    .where(awaitingApproval)
    .where(onlyTask(taskId))
    .execute();
}

/** Tasks not sent yet whose deadline is on or before `until` (a draft past its deadline cannot be sent). */
export function draftsDue(db: Db, workspaceId: string, until: string, taskId?: string) {
  return db
    .selectFrom('tasks')
    .select(['tasks.id', 'tasks.name', 'tasks.deadlineDate'])
    .where('tasks.workspaceId', '=', workspaceId)
    .where('tasks.state', '<', sql.lit(TaskState.sent))
    .where('tasks.deadlineDate', 'is not', null)
    .where('tasks.deadlineDate', '<=', until)
    .where(onlyTask(taskId))
    .execute();
}
