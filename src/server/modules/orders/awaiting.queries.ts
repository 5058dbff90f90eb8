import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The dashboard's jobs waiting on the buyer (docs/product.md#dashboard-and-task-list): one query per reason across
// the workspace, grouped per task; given a task id, that task's only. Counts are strings from PostgreSQL.

/** Tasks with proofs waiting for the buyer's decision (the last version of a format, pending), and how many. */
function proofsToJudge(db: Db, workspaceId: string, taskId?: string) {
  let query = db
    .selectFrom('proofs')
    .innerJoin('tasks', 'tasks.id', 'proofs.taskId')
    .select((eb) => ['tasks.id', 'tasks.name', 'tasks.deadlineDate', eb.fn.countAll<number | string>().as('count')])
    .where('proofs.workspaceId', '=', workspaceId)
    .where('proofs.status', '=', 'pending')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('proofs as newer')
            .select(sql.lit(1).as('one'))
            .whereRef('newer.taskId', '=', 'proofs.taskId')
            .whereRef('newer.supplierId', '=', 'proofs.supplierId')
            .whereRef('newer.formatId', '=', 'proofs.formatId')
            .whereRef('newer.version', '>', 'proofs.version'),
        ),
      ),
    );
  if (taskId !== undefined) query = query.where('tasks.id', '=', taskId);
  return query.groupBy(['tasks.id', 'tasks.name', 'tasks.deadlineDate']).execute();
}

/** Tasks with shipped orders whose receipt is not recorded, and how many printshops'. */
function receiptsDue(db: Db, workspaceId: string, taskId?: string) {
  let query = db
    .selectFrom('shipments')
    .innerJoin('tasks', 'tasks.id', 'shipments.taskId')
    .leftJoin('deliveries', (join) =>
      join
        .onRef('deliveries.taskId', '=', 'shipments.taskId')
        .onRef('deliveries.supplierId', '=', 'shipments.supplierId'),
    )
    .select((eb) => [
      'tasks.id',
      'tasks.name',
      'tasks.deadlineDate',
      eb.fn.count<number | string>('shipments.supplierId').distinct().as('count'),
    ])
    .where('shipments.workspaceId', '=', workspaceId)
    .where('deliveries.taskId', 'is', null);
  if (taskId !== undefined) query = query.where('tasks.id', '=', taskId);
  return query.groupBy(['tasks.id', 'tasks.name', 'tasks.deadlineDate']).execute();
}

/** The jobs that wait on the buyer: proofs to judge, receipts to record. */
export async function jobsAwaitingBuyer(db: Db, workspaceId: string, taskId?: string) {
  const [proofs, receipts] = await Promise.all([
    proofsToJudge(db, workspaceId, taskId),
    receiptsDue(db, workspaceId, taskId),
  ]);
  return { proofs, receipts };
}
