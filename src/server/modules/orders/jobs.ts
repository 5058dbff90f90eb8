import type { OrderJob, Proof, PubOrder } from '../../../shared/schemas/orders.ts';
import type { Executor } from '../../db/database.ts';
import { findTaskFormats } from '../tasks/index.ts';
import { orderStatus, waitingOn, type OrderFacts } from './order-state.ts';
import {
  findAwardedFormats,
  findInvoices,
  findOrders,
  findProofs,
  findReceipts,
  findShipments,
  type OrderRow,
  type ProofRow,
} from './orders.queries.ts';

const toProof = (p: ProofRow): Proof => ({
  id: p.id,
  formatId: p.formatId,
  version: p.version,
  status: p.status as Proof['status'],
  comment: p.comment,
  name: p.name,
  size: p.size,
  uploadedAt: p.uploadedAt,
  decidedAt: p.decidedAt,
  decidedBy: p.decidedByName,
});

const toShipment = (s: Awaited<ReturnType<typeof findShipments>>[number]) => ({
  id: s.id,
  carrier: s.carrier,
  tracking: s.tracking,
  shippedOn: s.shippedOn,
  reportedAt: Number(s.reportedAt),
});

/** One order's job with what its state is read from. */
export type Job = OrderJob & { facts: OrderFacts; awarded: string[]; row: OrderRow };

/**
 * Every order of a task as a job, its state read from what happened (docs/decisions/035): six reads per task,
 * however many printshops won.
 */
export async function readJobs(ex: Executor, taskId: string): Promise<Job[]> {
  const orders = await findOrders(ex, taskId);
  if (orders.length === 0) return [];
  const [awards, formats, proofs, shipments, receipts, invoices] = await Promise.all([
    findAwardedFormats(ex, taskId),
    findTaskFormats(ex, taskId),
    findProofs(ex, taskId),
    findShipments(ex, taskId),
    findReceipts(ex, taskId),
    findInvoices(ex, taskId),
  ]);
  const asksProof = new Set(formats.filter((f) => f.spec && f.spec.proof !== 'none').map((f) => f.id));
  return orders.map((row) => {
    const mine = <T extends { supplierId: string }>(list: readonly T[]) =>
      list.filter((x) => x.supplierId === row.supplierId);
    // In the task's order of formats.
    const won = new Set(mine(awards).map((a) => a.formatId));
    const awarded = formats.filter((f) => won.has(f.id)).map((f) => f.id);
    const own = mine(proofs);
    const uploaded = new Set(own.map((p) => p.formatId));
    const receipt = mine(receipts)[0];
    const ownInvoices = mine(invoices);
    const facts: OrderFacts = {
      confirmed: row.confirmedAt !== null,
      proofFormats: awarded.filter((f) => asksProof.has(f) || uploaded.has(f)),
      proofs: own.map(toProof),
      shipped: mine(shipments).length > 0,
      delivered: receipt !== undefined,
      invoices: ownInvoices,
    };
    const status = orderStatus(facts);
    const received = receipt ? (JSON.parse(receipt.received) as { formatId: string; count: number }[]) : null;
    return {
      supplierId: row.supplierId,
      name: row.name,
      number: row.number,
      status,
      reference: row.reference,
      shipDate: row.shipDate,
      confirmedAt: row.confirmedAt === null ? null : Number(row.confirmedAt),
      proofs: own.map(toProof),
      shipments: mine(shipments).map(toShipment),
      received,
      invoices: ownInvoices.map(({ supplierId: _, ...i }) => ({
        ...i,
        gross: Number(i.gross),
        status: i.status as OrderJob['invoices'][number]['status'],
      })),
      waitingOn: waitingOn(status, facts),
      facts,
      awarded,
      row,
    };
  });
}

/** The public part of a job: what the printshop's page shows of its order (no staff names). */
export const pubOrderOf = (job: Job): PubOrder => ({
  number: job.number,
  status: job.status,
  reference: job.reference,
  shipDate: job.shipDate,
  proofs: job.proofs.map((p) => ({ ...p, decidedBy: null })),
  shipments: job.shipments,
  proofFormats: job.facts.proofFormats,
});

/** The printshops' orders of a task as their pages show them, by printshop (the offer page's task cache). */
export async function pubOrders(ex: Executor, taskId: string): Promise<Map<string, PubOrder>> {
  const jobs = await readJobs(ex, taskId);
  return new Map(jobs.map((j) => [j.supplierId, pubOrderOf(j)]));
}

/** The API's job, without what it was read from. */
export const apiJob = ({ facts: _f, awarded: _a, row: _r, ...job }: Job): OrderJob => job;
