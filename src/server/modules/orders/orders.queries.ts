import { sql } from 'kysely';
import { TaskState } from '../../../shared/task-state.ts';
import type { Executor } from '../../db/database.ts';
import type { ProofTable, ShipmentTable } from '../../db/schema-jobs.ts';

// The job after the award (docs/decisions/035): this module writes the proofs and shipments tables and the
// confirmation columns of `orders` (the award numbers the rows); it reads the award's rows, the deliveries and
// the invoices, which their modules write.

/** A task's orders with each printshop's name, by order number. */
export function findOrders(ex: Executor, taskId: string) {
  return ex
    .selectFrom('orders')
    .innerJoin('suppliers', 'suppliers.id', 'orders.supplierId')
    .select([
      'orders.supplierId',
      'orders.number',
      'orders.createdAt',
      'orders.reference',
      'orders.shipDate',
      'orders.confirmedAt',
      'suppliers.name',
      'suppliers.email',
      'suppliers.contactPerson',
      'suppliers.language',
    ])
    .where('orders.taskId', '=', taskId)
    .orderBy('orders.number')
    .execute();
}
export type OrderRow = Awaited<ReturnType<typeof findOrders>>[number];

/** One printshop's order of a task, undefined when it won nothing of it. */
export async function findOrder(ex: Executor, taskId: string, supplierId: string) {
  return (await findOrders(ex, taskId)).find((o) => o.supplierId === supplierId);
}

/** The formats each printshop was awarded (the award's rows), in no order. */
export function findAwardedFormats(ex: Executor, taskId: string) {
  return ex.selectFrom('awards').select(['supplierId', 'formatId']).where('taskId', '=', taskId).execute();
}

/** Every version of every proof of the task, oldest first, with who decided each. */
export async function findProofs(ex: Executor, taskId: string) {
  const rows = await ex
    .selectFrom('proofs')
    .leftJoin('user', 'user.id', 'proofs.decidedBy')
    .selectAll('proofs')
    .select(['user.name as userName', 'user.username'])
    .where('proofs.taskId', '=', taskId)
    .orderBy('proofs.uploadedAt')
    .orderBy('proofs.version')
    .execute();
  return rows.map(({ userName, username, ...r }) => ({
    ...r,
    uploadedAt: Number(r.uploadedAt),
    decidedAt: r.decidedAt === null ? null : Number(r.decidedAt),
    decidedByName: r.decidedBy === null ? null : userName || username || '',
  }));
}
export type ProofRow = Awaited<ReturnType<typeof findProofs>>[number];

export async function findProof(ex: Executor, taskId: string, proofId: string) {
  return (await findProofs(ex, taskId)).find((p) => p.id === proofId);
}

export function findShipments(ex: Executor, taskId: string) {
  return ex.selectFrom('shipments').selectAll().where('taskId', '=', taskId).orderBy('reportedAt').execute();
}

/** What the deliveries module recorded of the task's orders. */
export function findReceipts(ex: Executor, taskId: string) {
  return ex
    .selectFrom('deliveries')
    .select(['supplierId', 'received', 'recordedAt'])
    .where('taskId', '=', taskId)
    .execute();
}

/** The invoices module's rows of the task, oldest first. */
export function findInvoices(ex: Executor, taskId: string) {
  return ex
    .selectFrom('invoices')
    .select(['id', 'supplierId', 'number', 'gross', 'currency', 'status'])
    .where('taskId', '=', taskId)
    .orderBy('uploadedAt')
    .execute();
}

export async function confirmOrder(
  ex: Executor,
  taskId: string,
  supplierId: string,
  change: { reference: string; shipDate: string; confirmedAt: number },
) {
  await ex
    .updateTable('orders')
    .set(change)
    .where('taskId', '=', taskId)
    .where('supplierId', '=', supplierId)
    .execute();
}

/** The last version of a format's proof in an order, 0 when none was uploaded. */
export async function lastProofVersion(ex: Executor, taskId: string, supplierId: string, formatId: string) {
  const row = await ex
    .selectFrom('proofs')
    .select((eb) => eb.fn.max('version').as('last'))
    .where('taskId', '=', taskId)
    .where('supplierId', '=', supplierId)
    .where('formatId', '=', formatId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** The bytes the task's proofs take together. */
export async function proofBytes(ex: Executor, taskId: string) {
  const row = await ex
    .selectFrom('proofs')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('taskId', '=', taskId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

export async function insertProof(ex: Executor, row: ProofTable) {
  await ex.insertInto('proofs').values(row).execute();
}

export async function decideProof(
  ex: Executor,
  proofId: string,
  decision: { status: 'approved' | 'changes'; comment: string; decidedBy: string; decidedAt: number },
) {
  await ex.updateTable('proofs').set(decision).where('id', '=', proofId).where('status', '=', 'pending').execute();
}

export async function insertShipment(ex: Executor, row: ShipmentTable) {
  await ex.insertInto('shipments').values(row).execute();
}

/** Whether the printshop is invited to the task and not deleted: its link still opens its page. */
export async function isInvitedSupplier(ex: Executor, taskId: string, supplierId: string) {
  const row = await ex
    .selectFrom('supplierTasks')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select('supplierTasks.supplierId')
    .where('supplierTasks.taskId', '=', taskId)
    .where('supplierTasks.supplierId', '=', supplierId)
    .where('suppliers.deletedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A format's title in the task's language (the mails and notifications name it). */
export async function formatTitle(ex: Executor, taskId: string, formatId: string): Promise<string> {
  const row = await ex
    .selectFrom('taskFormats')
    .select('title')
    .where('taskId', '=', taskId)
    .where('id', '=', formatId)
    .executeTakeFirst();
  return row?.title ?? '';
}

/**
 * The awarded tasks with an order since `since` that may be late: not confirmed, or confirmed with a planned ship
 * date on or before `shipUntil` (the reminders decide per job).
 */
export async function lateOrderTasks(ex: Executor, since: number, shipUntil: string): Promise<string[]> {
  const rows = await ex
    .selectFrom('orders')
    .innerJoin('tasks', 'tasks.id', 'orders.taskId')
    .select('orders.taskId')
    .distinct()
    .where('tasks.state', '=', sql.lit(TaskState.done))
    .where('orders.createdAt', '>', since)
    .where((eb) => eb.or([eb('orders.confirmedAt', 'is', null), eb('orders.shipDate', '<=', shipUntil)]))
    .execute();
  return rows.map((r) => r.taskId);
}
