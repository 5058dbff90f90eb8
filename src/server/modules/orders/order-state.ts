import type { OrderJob, OrderStatus, Proof } from '../../../shared/schemas/orders.ts';

/** What an order's state is read from (docs/decisions/035: derived, never stored). */
export type OrderFacts = {
  confirmed: boolean;
  /** The awarded formats whose proof is asked: their spec asks one, or a proof of them was uploaded. */
  proofFormats: string[];
  /** Every version of the order's proofs, oldest first. */
  proofs: Pick<Proof, 'formatId' | 'version' | 'status'>[];
  shipped: boolean;
  delivered: boolean;
  invoices: { status: string }[];
};

/** Each format's last proof version, by format. */
export function lastProofs<P extends { formatId: string; version: number }>(proofs: readonly P[]): Map<string, P> {
  const last = new Map<string, P>();
  for (const p of proofs) if ((last.get(p.formatId)?.version ?? 0) < p.version) last.set(p.formatId, p);
  return last;
}

/** The formats of `proofFormats` whose last proof is not approved yet (none uploaded, pending or to change). */
export function unapproved(facts: Pick<OrderFacts, 'proofFormats' | 'proofs'>): string[] {
  const last = lastProofs(facts.proofs);
  return facts.proofFormats.filter((f) => last.get(f)?.status !== 'approved');
}

/**
 * The order's state, the furthest step reached (shared/schemas/orders.ts): the invoices decide once there are
 * any (one disputed: disputed; one waiting: invoiced; all released: released), then receipt, shipment, the proofs
 * and the confirmation.
 */
export function orderStatus(facts: OrderFacts): OrderStatus {
  const invoices = facts.invoices.map((i) => i.status);
  if (invoices.includes('disputed')) return 'disputed';
  if (invoices.includes('received')) return 'invoiced';
  if (invoices.length > 0) return 'released';
  if (facts.delivered) return 'delivered';
  if (facts.shipped) return 'shipped';
  if (!facts.confirmed) return 'sent';
  if (facts.proofFormats.length === 0) return 'confirmed';
  if (unapproved(facts).length === 0) return 'approved';
  return facts.proofs.length > 0 ? 'proof' : 'confirmed';
}

/** Whom the job waits on in its state: a proof pending waits on the buyer, one to change on the printshop. */
export function waitingOn(status: OrderStatus, facts: OrderFacts): OrderJob['waitingOn'] {
  switch (status) {
    case 'proof':
      return [...lastProofs(facts.proofs).values()].some((p) => p.status === 'pending') ? 'buyer' : 'supplier';
    case 'shipped':
    case 'invoiced':
      return 'buyer';
    case 'released':
      return null;
    default:
      return 'supplier';
  }
}
