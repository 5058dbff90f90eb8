import { checkInvoice, type CheckFormat, type CheckTerms, type InvoicedLine } from '../../../shared/invoice-check.ts';
import type { Invoice } from '../../../shared/schemas/invoices.ts';
import { taxFor } from '../../../shared/tax.ts';
import { versionChanges } from '../../../shared/versions.ts';
import { isCurrency } from '../../../shared/currencies.ts';
import type { Executor } from '../../db/database.ts';
import { findSupplierTasks } from '../invitations/index.ts';
import { currencyOf, findTaskFormats, type TaskRow } from '../tasks/index.ts';
import { orderBuyerOfTask } from '../team/index.ts';
import { awardsOf, receivedOf, supplierOf, type listTaskInvoices } from './invoices.queries.ts';

type Row = Awaited<ReturnType<typeof listTaskInvoices>>[number];

/** One printshop's order as the check reads it: its formats with what arrived, its terms, its currency. */
export type OrderFacts = { formats: CheckFormat[]; terms: CheckTerms; currency: string };

/**
 * What a winning printshop's order agreed (docs/product.md#invoices): each awarded format at its awarded count and
 * price (version changes included, as the order has them), what arrived (the awarded count where the receipt
 * names none), the offer's overs terms, run-on prices and delivery cost, and the order's VAT rate as its mail and
 * PDF compute it (src/shared/tax.ts). In the printshop's offer currency, as the order is.
 */
export async function orderFacts(ex: Executor, task: TaskRow, supplierId: string): Promise<OrderFacts | undefined> {
  const [awards, formats, invitations, received, supplier, buyer] = await Promise.all([
    awardsOf(ex, task.id, supplierId),
    findTaskFormats(ex, task.id),
    findSupplierTasks(ex, task.id),
    receivedOf(ex, task.id, supplierId),
    supplierOf(ex, task.workspaceId, supplierId),
    orderBuyerOfTask(ex, task.id),
  ]);
  if (awards.length === 0 || !supplier) return undefined;
  const offer = invitations.find((i) => i.supplierId === supplierId)?.offer ?? null;
  const byFormat = new Map(awards.map((a) => [a.formatId, a]));
  const counted = new Map(received.map((r) => [r.formatId, r.count]));
  const checked = formats.flatMap((f): CheckFormat[] => {
    const award = byFormat.get(f.id);
    if (!award) return [];
    const entry = offer?.prices.find((p) => p.id === f.id);
    const changes = versionChanges(f.versions.length, entry?.versionChangePrice);
    return [
      {
        formatId: f.id,
        title: f.title,
        count: award.count,
        price: Number(award.price),
        versionChanges: Math.min(changes, Number(award.price)),
        // An alternative has no run-on price (award-lines.ts).
        runOnPer1000: award.alternative === null ? (entry?.runOnPer1000 ?? null) : null,
        received: counted.get(f.id) ?? award.count,
      },
    ];
  });
  const tax = taxFor(buyer.company, { country: supplier.country, vatNumber: supplier.vatNumber });
  const terms = offer?.terms;
  return {
    formats: checked,
    terms: {
      oversPercent: terms?.oversPercent ?? null,
      oversPer1000: terms?.oversPer1000 ?? null,
      deliveryCost: terms?.deliveryCost ?? null,
      vatRate: tax.rate,
    },
    currency: isCurrency(offer?.currency) ? offer.currency : currencyOf(task),
  };
}

const invoicedLines = (json: string): InvoicedLine[] => {
  const parsed = JSON.parse(json) as { id: string; name: string; net: number; orderLine?: string }[];
  return parsed.map((l) => ({ id: l.id, name: l.name, net: l.net, orderLine: l.orderLine ?? '' }));
};

/** An invoice with its check against the printshop's order; an invoice in another currency than the order differs. */
export function checkedInvoice(row: Row, order: OrderFacts): Invoice {
  const check = checkInvoice(order.formats, order.terms, {
    vat: row.vat,
    gross: row.gross,
    lines: invoicedLines(row.lines),
  });
  const result = row.currency === order.currency ? check.result : 'differs';
  return {
    id: row.id,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    number: row.number,
    gross: row.gross,
    expected: check.expected,
    difference: check.difference,
    lines: check.lines,
    result,
    status: row.status as Invoice['status'],
    currency: row.currency,
    orderCurrency: order.currency,
    issuedOn: row.issuedOn,
    net: row.net,
    vat: row.vat,
    expectedNet: check.net,
    expectedVat: check.vat,
    delivery: check.delivery,
    unmatched: check.unmatched,
    source: row.source as Invoice['source'],
    fileName: row.fileName,
    reason: row.reason,
    uploadedAt: row.uploadedAt,
    decidedAt: row.decidedAt,
    decidedBy: row.decidedByName,
  };
}
