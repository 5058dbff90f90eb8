import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import { userName } from '../../db/user-name.ts';
import type { Deps } from '../../deps.ts';
import { recordEvent } from '../events/index.ts';
import { notifyMembers } from '../notifications/index.ts';
import { decideRequest, findAsked, findPendingRequest } from './approval.queries.ts';

/**
 * Withdraws the task's award request waiting for approval, in the transaction that cancels the task
 * (docs/product.md#budget-and-approval): decided 'withdrawn' by who cancelled, recorded in the audit trail, and
 * those who were asked to approve it are told, but not who cancelled. Nothing when none waits.
 */
export async function withdrawRequest(
  deps: Pick<Deps, 'config' | 'outbox'>,
  trx: Executor,
  staff: Staff,
  taskId: string,
): Promise<void> {
  const request = await findPendingRequest(trx, taskId);
  if (!request) return;
  const now = Date.now();
  await decideRequest(trx, request.id, { state: 'withdrawn', decidedBy: staff.user.id, decidedAt: now, message: null });
  const askedBy = await userName(trx, request.requestedBy);
  // Who asked, as the trail names staff.
  await recordEvent(trx, { staff, taskId, kind: 'award-withdrawn', subject: askedBy });
  const asked = await findAsked(trx, taskId, Number(request.requestedAt));
  const userIds = asked.filter((id) => id !== staff.user.id);
  await notifyMembers(deps, trx, { kind: 'approval-withdrawn', taskId, message: askedBy }, { userIds }, now);
}
