import type { Executor } from '../../db/database.ts';

/** A printshop's step of its order as the task's audit trail shows it (events module). */
export type OrderFact = {
  kind: 'order-confirmed' | 'proof-uploaded' | 'shipped';
  at: number;
  supplierId: string;
  supplierName: string;
  subject: string;
  count: number | null;
};

/**
 * The printshops' steps of a task's orders, read from what the job keeps (as the trail reads offers and
 * questions): each confirmation with its reference, each proof version with its format, each shipment.
 */
export async function orderFacts(ex: Executor, taskId: string): Promise<OrderFact[]> {
  const [confirmed, proofs, shipments] = await Promise.all([
    ex
      .selectFrom('orders')
      .innerJoin('suppliers', 'suppliers.id', 'orders.supplierId')
      .select(['orders.supplierId', 'suppliers.name', 'orders.confirmedAt', 'orders.reference'])
      .where('orders.taskId', '=', taskId)
      .where('orders.confirmedAt', 'is not', null)
      .execute(),
    ex
      .selectFrom('proofs')
      .innerJoin('suppliers', 'suppliers.id', 'proofs.supplierId')
      .leftJoin('taskFormats', (join) =>
        join.onRef('taskFormats.taskId', '=', 'proofs.taskId').onRef('taskFormats.id', '=', 'proofs.formatId'),
      )
      .select(['proofs.supplierId', 'suppliers.name', 'proofs.uploadedAt', 'proofs.version', 'taskFormats.title'])
      .where('proofs.taskId', '=', taskId)
      .execute(),
    ex
      .selectFrom('shipments')
      .innerJoin('suppliers', 'suppliers.id', 'shipments.supplierId')
      .select([
        'shipments.supplierId',
        'suppliers.name',
        'shipments.reportedAt',
        'shipments.carrier',
        'shipments.tracking',
      ])
      .where('shipments.taskId', '=', taskId)
      .execute(),
  ]);
  const by = (r: { supplierId: string; name: string }) => ({ supplierId: r.supplierId, supplierName: r.name });
  return [
    ...confirmed.map((r) => ({
      ...by(r),
      kind: 'order-confirmed' as const,
      at: Number(r.confirmedAt),
      subject: r.reference ?? '',
      count: null,
    })),
    ...proofs.map((r) => ({
      ...by(r),
      kind: 'proof-uploaded' as const,
      at: Number(r.uploadedAt),
      subject: r.title ?? '',
      count: r.version,
    })),
    ...shipments.map((r) => ({
      ...by(r),
      kind: 'shipped' as const,
      at: Number(r.reportedAt),
      subject: [r.carrier, r.tracking].filter(Boolean).join(' '),
      count: null,
    })),
  ];
}
