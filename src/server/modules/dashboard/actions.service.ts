import { addDays, daysBetween, todayIn } from '../../../shared/dates.ts';
import type { ActionReason, DashboardActions } from '../../../shared/schemas/dashboard.ts';
import type { Deps } from '../../deps.ts';
import { unrecordedDeliveries } from '../deliveries/index.ts';
import { jobsAwaitingBuyer } from '../orders/index.ts';
import {
  allOffersIn,
  approvalsPending,
  deadlinePassed,
  draftsDue,
  offersToConfirm,
  unansweredQuestions,
  undeliveredInvitations,
} from './actions.queries.ts';

/** A draft is due this many days before its deadline: time left to check it, send a test mail and send it. */
export const DRAFT_DUE_DAYS = 3;

/** A delivery is asked for this many days after the task's delivery date: time for it to arrive and be checked. */
export const DELIVERY_DUE_DAYS = 7;

type Row = { id: string; name: string; deadlineDate: string | null; count: number | string | null };

/**
 * What needs the buyer, across the workspace's tasks: ten set-based queries, however many tasks. Printshops
 * waiting for an answer, a mail or a proof's decision come first, then the decisions that are due, then drafts running late, then
 * shipped orders' receipts and deliveries to record. Given
 * a task id, that task's only: its page's overview names the first as the next action.
 */
export async function dashboardActions(
  deps: Pick<Deps, 'db' | 'config'>,
  workspaceId: string,
  taskId?: string,
): Promise<DashboardActions> {
  const today = todayIn(deps.config.timeZone);
  const [questions, undelivered, passed, approvals, toConfirm, allIn, drafts, deliveries, jobs] = await Promise.all([
    unansweredQuestions(deps.db, workspaceId, taskId),
    undeliveredInvitations(deps.db, workspaceId, taskId),
    deadlinePassed(deps.db, workspaceId, today, taskId),
    approvalsPending(deps.db, workspaceId, taskId),
    offersToConfirm(deps.db, workspaceId, today, taskId),
    allOffersIn(deps.db, workspaceId, today, taskId),
    draftsDue(deps.db, workspaceId, addDays(today, DRAFT_DUE_DAYS), taskId),
    unrecordedDeliveries(deps.db, workspaceId, addDays(today, -DELIVERY_DUE_DAYS), taskId),
    jobsAwaitingBuyer(deps.db, workspaceId, taskId),
  ]);
  const items = (reason: ActionReason, rows: Row[]) =>
    rows
      .map((r) => ({ taskId: r.id, name: r.name, reason, count: Number(r.count ?? 0), deadlineDate: r.deadlineDate }))
      // Nearest deadline first, those without one last; the same order on SQLite and PostgreSQL.
      .sort(
        (a, b) => (a.deadlineDate ?? '9999').localeCompare(b.deadlineDate ?? '9999') || a.name.localeCompare(b.name),
      );
  return {
    items: [
      ...items('questions', questions),
      ...items('undelivered', undelivered),
      ...items('proofToJudge', jobs.proofs),
      ...items('deadlinePassed', passed),
      ...items('awaitingApproval', approvals),
      ...items('toConfirm', toConfirm),
      ...items('allOffersIn', allIn),
      ...items(
        'draftDue',
        drafts.map((d) => ({ ...d, count: daysBetween(today, d.deadlineDate!) })),
      ),
      ...items('receiptDue', jobs.receipts),
      ...items('deliveryDue', deliveries),
    ],
  };
}
