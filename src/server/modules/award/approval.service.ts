import type { AwardBody, AwardPreview, AwardRequestAnswer, RejectAwardBody } from '../../../shared/schemas/award.ts';
import type { Staff } from '../../auth/staff.ts';
import { userName } from '../../db/user-name.ts';
import { conflict, forbidden } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { notifyMembers } from '../notifications/index.ts';
import { changeTask, readTask } from '../tasks/index.ts';
import { decideRequest, findPendingRequest } from './approval.queries.ts';
import { awardSummary, isApprover } from './approval-request.ts';
import { priceAward } from './award-lines.ts';
import { orderAward, type AwardDeps } from './award.service.ts';

// Approving or rejecting a member's award that waits (docs/product.md#budget-and-approval).

function assertApprover(staff: Staff) {
  if (!isApprover(staff)) throw forbidden('NOT_APPROVER', 'Only owners and admins approve or reject an award.');
}

const noRequest = () => conflict('NO_APPROVAL_REQUEST', 'No award of this task waits for approval.');

/** GET /api/tasks/{id}/award/request: the award waiting for approval, as it was asked for; null when none. */
export async function awardRequestOf(
  deps: Pick<AwardDeps, 'db'>,
  staff: Staff,
  taskId: string,
): Promise<AwardRequestAnswer> {
  await readTask(deps.db, staff.workspace.id, taskId);
  const row = await findPendingRequest(deps.db, taskId);
  if (!row) return { request: null };
  const body = JSON.parse(row.body) as AwardBody;
  return {
    request: {
      id: row.id,
      requestedBy: await userName(deps.db, row.requestedBy),
      requestedAt: Number(row.requestedAt),
      awards: body.awards,
      notifyOthers: body.notifyOthers,
      preview: JSON.parse(row.preview) as AwardPreview,
      canDecide: isApprover(staff),
    },
  };
}

/**
 * POST /api/tasks/{id}/award/approve (owners and admins): performs the waiting award exactly as the member
 * asked for it, priced on the offers as they are now, in one transaction with the request's decision: the
 * order mails reach the outbox only here.
 */
export async function approveAward(deps: AwardDeps, staff: Staff, taskId: string): Promise<void> {
  assertApprover(staff);
  await changeTask(deps, staff.workspace.id, taskId, 'accept', async (trx, opened) => {
    const request = await findPendingRequest(trx, taskId);
    if (!request) throw noRequest();
    const body = JSON.parse(request.body) as AwardBody;
    const priced = await priceAward(trx, deps, opened, body.awards);
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
      subject: await userName(trx, request.requestedBy),
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
