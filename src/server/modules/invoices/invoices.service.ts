import type { Invoice } from '../../../shared/schemas/invoices.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../errors.ts';
import { orderNumbersOf } from '../award/index.ts';
import { recordEvent } from '../events/index.ts';
import { readTask } from '../tasks/index.ts';
import { supplierSender } from '../team/index.ts';
import { checkedInvoice, orderFacts, type OrderFacts } from './check.service.ts';
import { disputeMail } from './dispute.mail.tsx';
import { decideInvoice, findInvoice, listTaskInvoices, supplierOf } from './invoices.queries.ts';

type InvoiceDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'storage'>;

const missingInvoice = () => notFound('The invoice');

/** `GET /api/tasks/{id}/invoices`: the task's invoices, each checked against its printshop's order. */
export async function taskInvoices(deps: Pick<Deps, 'db'>, staff: Staff, taskId: string): Promise<Invoice[]> {
  const task = await readTask(deps.db, staff.workspace.id, taskId);
  const rows = await listTaskInvoices(deps.db, staff.workspace.id, taskId);
  const orders = new Map<string, OrderFacts | undefined>();
  for (const supplierId of new Set(rows.map((r) => r.supplierId))) {
    orders.set(supplierId, await orderFacts(deps.db, task, supplierId));
  }
  const none: OrderFacts = {
    formats: [],
    terms: { oversPercent: null, oversPer1000: null, deliveryCost: null, vatRate: null },
    currency: '',
  };
  return rows.map((r) => checkedInvoice(r, orders.get(r.supplierId) ?? none));
}

/** An invoice's file, as the printshop sent it. */
export async function invoiceFile(deps: Pick<Deps, 'db' | 'storage'>, staff: Staff, taskId: string, id: string) {
  const invoice = await findInvoice(deps.db, staff.workspace.id, taskId, id);
  const body = invoice && (await deps.storage.get(invoice.storageKey));
  if (!invoice || !body) throw missingInvoice();
  const type = invoice.source === 'ubl' || invoice.source === 'cii' ? 'application/xml' : 'application/pdf';
  return { name: invoice.fileName, type, body };
}

const decided = () => conflict('INVOICE_DECIDED', 'This invoice has been released or disputed already.');

/**
 * The buyer releases an invoice for payment, or disputes it with a reason, which mails the printshop in its
 * language. Once: a decided invoice answers 409 INVOICE_DECIDED. The audit trail names who, the invoice and why.
 */
export async function decide(
  deps: InvoiceDeps,
  staff: Staff,
  taskId: string,
  id: string,
  decision: { status: 'released' } | { status: 'disputed'; reason: string },
): Promise<Invoice> {
  const workspaceId = staff.workspace.id;
  const task = await readTask(deps.db, workspaceId, taskId);
  await deps.db.transaction().execute(async (trx) => {
    const invoice = await findInvoice(trx, workspaceId, taskId, id);
    if (!invoice) throw missingInvoice();
    const reason = decision.status === 'disputed' ? decision.reason : '';
    const changed = await decideInvoice(trx, id, {
      status: decision.status,
      reason,
      decidedBy: staff.user.id,
      decidedAt: Date.now(),
    });
    if (!changed) throw decided();
    await recordEvent(trx, {
      staff,
      taskId,
      kind: decision.status === 'released' ? 'invoice-released' : 'invoice-disputed',
      supplierId: invoice.supplierId,
      subject: reason || undefined,
      values: [{ field: 'invoice', old: null, new: invoice.number }],
    });
    if (decision.status !== 'disputed') return;
    const supplier = await supplierOf(trx, workspaceId, invoice.supplierId);
    if (!supplier) return;
    const { buyer, headers } = await supplierSender(trx, taskId, staff.user.email);
    const content = disputeMail({
      task,
      supplier,
      invoice,
      order: (await orderNumbersOf(trx, taskId)).get(invoice.supplierId) ?? null,
      reason,
      signature: staff.user.signature,
      buyer: buyer.name,
    });
    await deps.outbox.enqueue(trx, {
      kind: 'invoice-disputed',
      to: supplier.email,
      workspaceId,
      taskId,
      supplierId: invoice.supplierId,
      ...content,
      ...headers,
    });
  });
  const all = await taskInvoices(deps, staff, taskId);
  return all.find((i) => i.id === id)!;
}
