import type { AwardBody, AwardPreview, AwardRequestAnswer, RejectAwardBody } from '../../../shared/schemas/award.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import { userName } from '../../db/user-name.ts';
import { conflict, forbidden } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { findSupplierTasks } from '../invitations/index.ts';
import { notifyMembers } from '../notifications/index.ts';
import { changeTask, findTaskFormats, readTask, type OpenedTask } from '../tasks/index.ts';
import { decideRequest, findPendingRequest, type AwardRequestRow } from './approval.queries.ts';
import { awardSummary, isApprover } from './approval-request.ts';
import { awardChanged } from './award-changed.ts';
import { orderAward, type AwardDeps } from './award.service.ts';
import { changesOf, keptOf, keptPricing } from './kept-award.ts';

// Approving or rejecting a member's award that waits (docs/product.md#budget-and-approval).

function assertApprover(staff: Staff) {
  if (!isApprover(staff)) throw forbidden('NOT_APPROVER', 'Only owners and admins approve or reject an award.');
}

const noRequest = () => conflict('NO_APPROVAL_REQUEST', 'No award of this task waits for approval.');

/**
 * A waiting request against the task and its offers as they are: the award it keeps, and what changed since it
 * was asked for (null: nothing, it can be approved as it was shown).
 */
async function weigh(ex: Executor, request: AwardRequestRow, task: OpenedTask) {
  const all = new Map((await findSupplierTasks(ex, task.row.id)).map((i) => [i.supplierId, i]));
  const body = JSON.parse(request.body) as AwardBody;
  const kept = keptOf(request, task.formats, all);
  return { body, kept, all, changes: changesOf(kept, body, task, all) };
}

/** GET /api/tasks/{id}/award/request: the award waiting for approval, as it was asked for; null when none. */
export async function awardRequestOf(
  deps: Pick<AwardDeps, 'db'>,
  staff: Staff,
  taskId: string,
): Promise<AwardRequestAnswer> {
  const row = await readTask(deps.db, staff.workspace.id, taskId);
  const request = await findPendingRequest(deps.db, taskId);
  if (!request) return { request: null };
  const { body, changes } = await weigh(deps.db, request, { row, formats: await findTaskFormats(deps.db, taskId) });
  return {
    request: {
      id: request.id,
      requestedBy: await userName(deps.db, request.requestedBy),
      requestedAt: Number(request.requestedAt),
      awards: body.awards,
      notifyOthers: body.notifyOthers,
      preview: JSON.parse(request.preview) as AwardPreview,
      canDecide: isApprover(staff),
      changes,
    },
  };
}

/**
 * POST /api/tasks/{id}/award/approve (owners and admins): orders the waiting award exactly as it was asked for and
 * shown (the lines and prices it keeps), in one transaction with the request's decision: the order mails reach
 * the outbox only here. When anything behind it changed since (a new offer of a winner, a price no longer
 * current, a winner deleted, the task amended), 409 AWARD_CHANGED with what changed; it can then only be rejected.
 */
export async function approveAward(deps: AwardDeps, staff: Staff, taskId: string): Promise<void> {
  assertApprover(staff);
  await changeTask(deps, staff.workspace.id, taskId, 'accept', async (trx, opened) => {
    const request = await findPendingRequest(trx, taskId);
    if (!request) throw noRequest();
    // Read under the task's lock: no offer changes until the approval commits.
    const { body, kept, all, changes } = await weigh(trx, request, opened);
    const askedBy = await userName(trx, request.requestedBy);
    if (changes) throw awardChanged(changes, askedBy);
    const priced = keptPricing(kept, JSON.parse(request.preview) as AwardPreview, all);
    await decideRequest(trx, request.id, {
      state: 'approved',
      decidedBy: staff.user.id,
      decidedAt: Date.now(),
      message: null,
    });
    await recordEvent(trx, {
      staff,
      taskId,
      kind: 'award-approved',
      count: priced.winners.size,
      amount: priced.preview.total,
      awards: awardSummary(priced),
      // Who asked, as the trail names staff.
      subject: askedBy,
    });
    await orderAward(trx, deps, staff, opened, body, priced);
  });
}

/**
 * POST /api/tasks/{id}/award/reject (owners and admins): the task stays as it was before the request (open for
 * offers and another award); the member who asked is told, with the message.
 */
export async function rejectAward(
  deps: AwardDeps,
  staff: Staff,
  taskId: string,
  { message }: RejectAwardBody,
): Promise<void> {
  assertApprover(staff);
  await changeTask(deps, staff.workspace.id, taskId, 'accept', async (trx) => {
    const request = await findPendingRequest(trx, taskId);
    if (!request) throw noRequest();
    await decideRequest(trx, request.id, {
      state: 'rejected',
      decidedBy: staff.user.id,
      decidedAt: Date.now(),
      message,
    });
    await recordEvent(trx, {
      staff,
      taskId,
      kind: 'award-rejected',
      subject: message,
    });
    const event = { kind: 'approval-rejected' as const, taskId, message };
    await notifyMembers(deps, trx, event, { userIds: [request.requestedBy] });
  });
}
