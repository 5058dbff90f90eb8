import type { Executor } from '../../db/database.ts';
import type { AwardRequestTable } from '../../db/schema.ts';

export type AwardRequestRow = AwardRequestTable;

export async function insertAwardRequest(ex: Executor, row: AwardRequestRow): Promise<void> {
  await ex.insertInto('awardRequests').values(row).execute();
}

/** The task's award request waiting for approval (read under the task's lock when it is to be decided). */
export async function findPendingRequest(ex: Executor, taskId: string) {
  return ex
    .selectFrom('awardRequests')
    .selectAll()
    .where('taskId', '=', taskId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
}

/** Records the decision on a request: approved or rejected, by whom, when, and why it was rejected. */
export async function decideRequest(
  ex: Executor,
  id: string,
  decision: Pick<AwardRequestRow, 'state' | 'decidedBy' | 'decidedAt' | 'message'>,
): Promise<void> {
  await ex.updateTable('awardRequests').set(decision).where('id', '=', id).execute();
}

/** Who was asked to approve the task's request made at `requestedAt`: those notified of it (kind `approval`). */
export async function findAsked(ex: Executor, taskId: string, requestedAt: number): Promise<string[]> {
  const rows = await ex
    .selectFrom('notifications')
    .select('userId')
    .distinct()
    .where('taskId', '=', taskId)
    .where('kind', '=', 'approval')
    .where('createdAt', '>=', requestedAt)
    .execute();
  return rows.map((r) => r.userId);
}
