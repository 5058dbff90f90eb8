import { sql, type ExpressionBuilder } from 'kysely';
import { TaskState } from '../../../shared/task-state.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { Database, DeliveryTable } from '../../db/schema.ts';

// The deliveries table is this module's; the winners are read from the award's rows (one per format).

/** The printshops an awarded task's award ordered from (whole or a share). */
export async function winnersOf(ex: Executor, taskId: string): Promise<string[]> {
  const rows = await ex.selectFrom('awards').select('supplierId').distinct().where('taskId', '=', taskId).execute();
  return rows.map((r) => r.supplierId);
}

/** The formats a printshop was awarded of a task. */
export async function awardedFormatsOf(ex: Executor, taskId: string, supplierId: string): Promise<string[]> {
  const rows = await ex
    .selectFrom('awards')
    .select('formatId')
    .where('taskId', '=', taskId)
    .where('supplierId', '=', supplierId)
    .execute();
  return rows.map((r) => r.formatId);
}

export async function findDelivery(ex: Executor, taskId: string, supplierId: string) {
  return ex
    .selectFrom('deliveries')
    .selectAll()
    .where('taskId', '=', taskId)
    .where('supplierId', '=', supplierId)
    .executeTakeFirst();
}

/** Records a delivery, replacing the one recorded before. */
export async function saveDelivery(ex: Executor, row: DeliveryTable): Promise<void> {
  const { taskId: _t, supplierId: _s, workspaceId: _w, ...changed } = row;
  await ex
    .insertInto('deliveries')
    .values(row)
    .onConflict((oc) => oc.columns(['taskId', 'supplierId']).doUpdateSet(changed))
    .execute();
}

/** A task's recorded deliveries with the name of who recorded each. */
export async function listDeliveries(ex: Executor, workspaceId: string, taskId: string) {
  const rows = await ex
    .selectFrom('deliveries')
    .leftJoin('user', 'user.id', 'deliveries.recordedBy')
    .select([
      'deliveries.supplierId',
      'deliveries.deliveredOn',
      'deliveries.daysLate',
      'deliveries.quality',
      'deliveries.note',
      'deliveries.recordedAt',
      'deliveries.received',
      'user.name as userName',
      'user.username',
    ])
    .where('deliveries.workspaceId', '=', workspaceId)
    .where('deliveries.taskId', '=', taskId)
    .orderBy('deliveries.supplierId')
    .execute();
  return rows.map(({ userName, username, ...r }) => ({
    ...r,
    received: JSON.parse(r.received) as { formatId: string; count: number }[],
    recordedAt: Number(r.recordedAt),
    recordedBy: userName || username || '',
  }));
}

export async function supplierExists(db: Db, workspaceId: string, supplierId: string): Promise<boolean> {
  const row = await db
    .selectFrom('suppliers')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', supplierId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Awarded tasks won per printshop of the workspace (or the one printshop's). */
export function ordersBySupplier(db: Db, workspaceId: string, supplierId?: string) {
  let query = db
    .selectFrom('awards')
    .select((eb) => ['supplierId', eb.fn.count<number | string>('taskId').distinct().as('orders')])
    .where('workspaceId', '=', workspaceId);
  if (supplierId !== undefined) query = query.where('supplierId', '=', supplierId);
  return query.groupBy('supplierId').execute();
}

/**
 * A scorecard's counts of the deliveries grouped (scoreOf reads them): deliveries recorded, those with a delivery
 * date to compare, those on time, the quality's sum. The spend report counts a period's deliveries with them.
 */
export const deliveryCounts = (eb: ExpressionBuilder<Database, 'deliveries'>) =>
  [
    eb.fn.countAll<number | string>().as('deliveries'),
    eb.fn.count<number | string>('deliveries.daysLate').as('dated'),
    eb.fn
      .sum<number | string | null>(sql`case when ${sql.ref('deliveries.daysLate')} = 0 then 1 else 0 end`)
      .as('onTime'),
    eb.fn.sum<number | string | null>('deliveries.quality').as('qualitySum'),
  ] as const;

/** Per printshop: its deliveryCounts. */
export function deliveriesBySupplier(db: Db, workspaceId: string, supplierId?: string) {
  return db
    .selectFrom('deliveries')
    .select((eb) => ['supplierId', ...deliveryCounts(eb)])
    .where('workspaceId', '=', workspaceId)
    .$if(supplierId !== undefined, (q) => q.where('supplierId', '=', supplierId!))
    .groupBy('supplierId')
    .execute();
}

/** A printshop's newest deliveries, by the day delivered, with the task's name. */
export function lastDeliveries(db: Db, workspaceId: string, supplierId: string, limit: number) {
  return db
    .selectFrom('deliveries')
    .innerJoin('tasks', 'tasks.id', 'deliveries.taskId')
    .select([
      'deliveries.taskId',
      'tasks.name as taskName',
      'deliveries.deliveredOn',
      'deliveries.daysLate',
      'deliveries.quality',
      'deliveries.note',
    ])
    .where('deliveries.workspaceId', '=', workspaceId)
    .where('deliveries.supplierId', '=', supplierId)
    .orderBy('deliveries.deliveredOn', 'desc')
    .orderBy('deliveries.recordedAt', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Awarded tasks whose delivery date is on or before `until` with winners whose delivery is not recorded, and how
 * many (the dashboard's "Record the delivery"); given a task id, that task's only.
 */
export function unrecordedDeliveries(db: Db, workspaceId: string, until: string, taskId?: string) {
  let query = db
    .selectFrom('tasks')
    .innerJoin('awards', 'awards.taskId', 'tasks.id')
    .leftJoin('deliveries', (join) =>
      join.onRef('deliveries.taskId', '=', 'awards.taskId').onRef('deliveries.supplierId', '=', 'awards.supplierId'),
    )
    .select((eb) => [
      'tasks.id',
      'tasks.name',
      'tasks.deadlineDate',
      eb.fn.count<number | string>('awards.supplierId').distinct().as('count'),
    ])
    .where('tasks.workspaceId', '=', workspaceId)
    .where('tasks.state', '=', sql.lit(TaskState.done))
    .where('tasks.deliveryDate', 'is not', null)
    .where('tasks.deliveryDate', '<=', until)
    .where('deliveries.taskId', 'is', null);
  if (taskId !== undefined) query = query.where('tasks.id', '=', taskId);
  return query.groupBy(['tasks.id', 'tasks.name', 'tasks.deadlineDate']).execute();
}
