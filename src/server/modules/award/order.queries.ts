import type { Executor } from '../../db/database.ts';
import { storedOfferColumns, termsOf } from '../offers/index.ts';

/** The printshop an order goes to, as its record says now, and the quote number and delivery cost of its offer. */
export async function findOrderSupplier(ex: Executor, workspaceId: string, taskId: string, supplierId: string) {
  const row = await ex
    .selectFrom('suppliers')
    .leftJoin('supplierTasks', (join) =>
      join.onRef('supplierTasks.supplierId', '=', 'suppliers.id').on('supplierTasks.taskId', '=', taskId),
    )
    .select([
      'suppliers.name',
      'suppliers.contactPerson',
      'suppliers.address',
      'suppliers.vatNumber',
      'suppliers.language',
      'suppliers.country',
      ...storedOfferColumns,
    ])
    .where('suppliers.id', '=', supplierId)
    .where('suppliers.workspaceId', '=', workspaceId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { terms, prices: _p, sum: _s, submittedAt, currency, ...supplier } = row;
  const stated = termsOf(terms);
  return {
    ...supplier,
    quoteNumber: stated?.quoteNumber ?? '',
    deliveryCost: stated?.deliveryCost ?? null,
    // The order is in the printshop's currency (docs/product.md#currencies); null: the task's own.
    currency,
    terms: stated,
    submittedAt: submittedAt === null ? null : Number(submittedAt),
  };
}

/**
 * The member whose award of the task an owner or admin approved (docs/product.md#budget-and-approval), named as the
 * session names staff (auth/staff.ts); null when the awarder awarded it without approval.
 */
export async function findAsker(ex: Executor, taskId: string): Promise<string | null> {
  const row = await ex
    .selectFrom('awardRequests')
    .innerJoin('user', 'user.id', 'awardRequests.requestedBy')
    .select(['user.name', 'user.username', 'user.fullName'])
    .where('awardRequests.taskId', '=', taskId)
    .where('awardRequests.state', '=', 'approved')
    .executeTakeFirst();
  return row ? row.fullName || (row.username ?? row.name) : null;
}

/**
 * Who awarded the task (its audit trail's `awarded` event): the order's sender, the approver when a member asked
 * for the award (`askedBy`). Undefined before the trail.
 */
export async function findAwarder(ex: Executor, taskId: string) {
  const row = await ex
    .selectFrom('taskEvents')
    .innerJoin('user', 'user.id', 'taskEvents.userId')
    .select(['user.name', 'user.username', 'user.email', 'user.signature', 'user.fullName', 'user.title'])
    .where('taskEvents.taskId', '=', taskId)
    .where('taskEvents.kind', '=', 'awarded')
    .orderBy('taskEvents.createdAt', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  // As the session names a staff member (auth/staff.ts), so that the mail's PDF and the download agree.
  const sender = {
    name: row.fullName || (row.username ?? row.name),
    title: row.title ?? '',
    email: row.email,
    signature: row.signature ?? '',
  };
  return { ...sender, askedBy: await findAsker(ex, taskId) };
}
