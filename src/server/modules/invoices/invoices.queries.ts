import type { Executor } from '../../db/database.ts';
import type { InvoiceTable } from '../../db/schema-jobs.ts';

// The invoices table is this module's alone to write. It reads the award's rows (what was ordered), the
// deliveries' received counts and the printshop's country and VAT number (the order's tax).

export type InvoiceRow = InvoiceTable;

export async function insertInvoice(ex: Executor, row: InvoiceRow): Promise<void> {
  await ex.insertInto('invoices').values(row).execute();
}

const toRow = <R extends { net: unknown; vat: unknown; gross: unknown; uploadedAt: unknown; decidedAt: unknown }>(
  r: R,
) => ({
  ...r,
  net: Number(r.net),
  vat: Number(r.vat),
  gross: Number(r.gross),
  uploadedAt: Number(r.uploadedAt),
  decidedAt: r.decidedAt === null ? null : Number(r.decidedAt),
});

/** A task's invoices, oldest first, with the printshop's name and who decided each (a name). */
export async function listTaskInvoices(ex: Executor, workspaceId: string, taskId: string) {
  const rows = await ex
    .selectFrom('invoices')
    .innerJoin('suppliers', 'suppliers.id', 'invoices.supplierId')
    .leftJoin('user', 'user.id', 'invoices.decidedBy')
    .selectAll('invoices')
    .select(['suppliers.name as supplierName', 'user.name as userName', 'user.username'])
    .where('invoices.workspaceId', '=', workspaceId)
    .where('invoices.taskId', '=', taskId)
    .orderBy('invoices.uploadedAt')
    .orderBy('invoices.id')
    .execute();
  return rows.map(({ userName, username, ...r }) => ({
    ...toRow(r),
    decidedByName: r.decidedBy === null ? null : userName || username || '',
  }));
}

/** A printshop's invoices of a task, oldest first. */
export async function listSupplierInvoices(ex: Executor, taskId: string, supplierId: string) {
  const rows = await ex
    .selectFrom('invoices')
    .selectAll()
    .where('taskId', '=', taskId)
    .where('supplierId', '=', supplierId)
    .orderBy('uploadedAt')
    .orderBy('id')
    .execute();
  return rows.map(toRow);
}

export async function findInvoice(ex: Executor, workspaceId: string, taskId: string, invoiceId: string) {
  const row = await ex
    .selectFrom('invoices')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('taskId', '=', taskId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  return row && toRow(row);
}

/** Releases or disputes an invoice still received; false when it was decided meanwhile. */
export async function decideInvoice(
  ex: Executor,
  id: string,
  decision: Pick<InvoiceRow, 'status' | 'reason' | 'decidedBy' | 'decidedAt'>,
): Promise<boolean> {
  const result = await ex
    .updateTable('invoices')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'received')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What a printshop's order awarded, format by format. */
export function awardsOf(ex: Executor, taskId: string, supplierId: string) {
  return ex
    .selectFrom('awards')
    .select(['formatId', 'count', 'price', 'alternative'])
    .where('taskId', '=', taskId)
    .where('supplierId', '=', supplierId)
    .execute();
}

/** What arrived per format as the receipt recorded it; [] when none is recorded. */
export async function receivedOf(ex: Executor, taskId: string, supplierId: string) {
  const row = await ex
    .selectFrom('deliveries')
    .select('received')
    .where('taskId', '=', taskId)
    .where('supplierId', '=', supplierId)
    .executeTakeFirst();
  const parsed: unknown = row ? JSON.parse(row.received) : [];
  return Array.isArray(parsed) ? (parsed as { formatId: string; count: number }[]) : [];
}

/** The printshop's country and VAT number (the order's tax), its name, address and language (its mails). */
export function supplierOf(ex: Executor, workspaceId: string, supplierId: string) {
  return ex
    .selectFrom('suppliers')
    .select(['name', 'email', 'contactPerson', 'language', 'country', 'vatNumber'])
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', supplierId)
    .executeTakeFirst();
}

/** Released invoices of the workspace decided in [from, to) (epoch ms), with the task's and printshop's names. */
export async function releasedInvoices(ex: Executor, workspaceId: string, from: number, to: number) {
  const rows = await ex
    .selectFrom('invoices')
    .innerJoin('tasks', 'tasks.id', 'invoices.taskId')
    .innerJoin('suppliers', 'suppliers.id', 'invoices.supplierId')
    .leftJoin('orders', (join) =>
      join.onRef('orders.taskId', '=', 'invoices.taskId').onRef('orders.supplierId', '=', 'invoices.supplierId'),
    )
    .selectAll('invoices')
    .select(['tasks.name as taskName', 'suppliers.name as supplierName', 'orders.number as orderNumber'])
    .where('invoices.workspaceId', '=', workspaceId)
    .where('invoices.status', '=', 'released')
    .where('invoices.decidedAt', '>=', from)
    .where('invoices.decidedAt', '<', to)
    .orderBy('invoices.decidedAt')
    .orderBy('invoices.id')
    .execute();
  return rows.map(toRow);
}
