import { randomUUID } from 'node:crypto';
import type { AwardBody, AwardPreview } from '../../../shared/schemas/award.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import { userName } from '../../db/user-name.ts';
import type { Deps } from '../../deps.ts';
import { conflict } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { notifyMembers } from '../notifications/index.ts';
import { approvalLimit } from '../team/index.ts';
import type { OpenedTask } from '../tasks/index.ts';
import { findPendingRequest, insertAwardRequest } from './approval.queries.ts';
import type { PricedAward } from './award-lines.ts';
import { keepAward } from './kept-award.ts';

// A member's award above the workspace's limit waits for an owner or admin (docs/product.md#budget-and-approval).

/** Owners and admins award at any total, and approve or reject the awards that wait. */
export const isApprover = (staff: Staff) => staff.workspace.role === 'owner' || staff.workspace.role === 'admin';

/** Whether an award of `total` cents by `staff` must wait for approval: a member's, above the limit. */
export async function needsApproval(ex: Executor, staff: Staff, total: number): Promise<boolean> {
  if (isApprover(staff)) return false;
  const limit = await approvalLimit(ex, staff.workspace.id);
  return limit !== null && total > limit;
}

/** 409 AWAITING_APPROVAL while an award of the task waits: it is approved or rejected first. */
export async function assertNoRequest(ex: Executor, taskId: string): Promise<void> {
  if (await findPendingRequest(ex, taskId)) {
    throw conflict('AWAITING_APPROVAL', 'An award of this task waits for approval: approve or reject it first.');
  }
}

/** A staff member's name as the audit trail and the notifications say it. */
export const nameOf = async (ex: Executor, staff: Staff) => (await userName(ex, staff.user.id)) || staff.user.username;

/** What an award orders, per format, for the audit trail: from whom, how many, the alternative if chosen. */
export const awardSummary = ({ lines, winners }: Pick<PricedAward, 'lines' | 'winners'>) =>
  lines.map(({ supplierId, line }) => ({
    format: line.title,
    supplier: winners.get(supplierId)!.supplierName,
    count: line.count,
    alternative: line.alternative,
  }));

/**
 * Stores a member's award as a request, in the award's transaction, instead of ordering: nothing is mailed to
 * a printshop; the award is kept as it was priced, which approving orders; the audit trail records who asked,
 * and every owner and admin is notified.
 */
export async function requestApproval(
  trx: Executor,
  deps: Pick<Deps, 'config' | 'outbox'>,
  staff: Staff,
  { row }: OpenedTask,
  body: AwardBody,
  priced: PricedAward,
): Promise<void> {
  const preview: AwardPreview = priced.preview;
  await insertAwardRequest(trx, {
    id: randomUUID(),
    taskId: row.id,
    workspaceId: staff.workspace.id,
    state: 'pending',
    body: JSON.stringify(body),
    preview: JSON.stringify(preview),
    priced: JSON.stringify(keepAward(priced, row)),
    requestedBy: staff.user.id,
    requestedAt: Date.now(),
    decidedBy: null,
    decidedAt: null,
    message: null,
  });
  await recordEvent(trx, {
    staff,
    taskId: row.id,
    kind: 'award-requested',
    count: priced.winners.size,
    amount: preview.total,
    awards: awardSummary(priced),
  });
  const event = { kind: 'approval' as const, taskId: row.id, message: await nameOf(trx, staff) };
  await notifyMembers(deps, trx, event, 'managers');
}
