import type { Executor } from '../../db/database.ts';

/**
 * An order's number as a download made before numbered orders names it: from the task and the printshop. An
 * order written since has its row in `orders` (docs/product.md#orders).
 */
export const legacyOrderNumber = (taskId: string, supplierId: string) =>
  `PT-${taskId.slice(0, 8)}-${supplierId.slice(0, 4)}`.toUpperCase();

/** `<prefix><year>-<sequence, at least 4 digits>`, e.g. PO-2026-0001. */
export const formatOrderNumber = (prefix: string, year: number, sequence: number) =>
  `${prefix}${year}-${String(sequence).padStart(4, '0')}`;

/**
 * The workspace's next sequence in `year`, counted in the caller's transaction: the counter's row stays locked
 * (PostgreSQL; SQLite writes one transaction at a time) until the award commits, so a concurrent award waits
 * and takes the next, and a rolled-back award takes its number back with it: 1, 2, … without gaps.
 */
async function nextSequence(trx: Executor, workspaceId: string, year: number): Promise<number> {
  const row = await trx
    .insertInto('orderCounters')
    .values({ workspaceId, year, last: 1 })
    .onConflict((oc) =>
      oc.columns(['workspaceId', 'year']).doUpdateSet((eb) => ({ last: eb('orderCounters.last', '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

type NewOrder = { taskId: string; supplierId: string; workspaceId: string; prefix: string; year: number };

/** Numbers a winner's order and keeps it (in the award's transaction); the unique keys refuse a number twice. */
export async function numberOrder(trx: Executor, order: NewOrder): Promise<string> {
  const { prefix, ...key } = order;
  const sequence = await nextSequence(trx, order.workspaceId, order.year);
  const number = formatOrderNumber(prefix, order.year, sequence);
  await trx
    .insertInto('orders')
    .values({ ...key, sequence, number, createdAt: Date.now() })
    .execute();
  return number;
}

/** The number of a printshop's order of a task: its row's, else (ordered before numbers) the legacy one. */
export async function orderNumberOf(ex: Executor, taskId: string, supplierId: string): Promise<string> {
  const row = await ex
    .selectFrom('orders')
    .select('number')
    .where('taskId', '=', taskId)
    .where('supplierId', '=', supplierId)
    .executeTakeFirst();
  return row?.number ?? legacyOrderNumber(taskId, supplierId);
}

/** Each winner's order number of a task, by printshop; empty before the award or for one made before numbers. */
export async function orderNumbersOf(ex: Executor, taskId: string): Promise<Map<string, string>> {
  const rows = await ex.selectFrom('orders').select(['supplierId', 'number']).where('taskId', '=', taskId).execute();
  return new Map(rows.map((r) => [r.supplierId, r.number]));
}
