import { sql } from 'kysely';
import type { DbKind } from '../../db/database.ts';
import type { PriceEntry } from '../../../shared/schemas/offers.ts';
import type { Executor } from '../mail/outbox.queries.ts';

/** Invitations with their task and supplier, where all three belong to one workspace. */
function invitations(ex: Executor, taskId: string) {
  return ex
    .selectFrom('supplierTasks')
    .innerJoin('tasks', 'tasks.id', 'supplierTasks.taskId')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select([
      'tasks.id as taskId',
      'tasks.workspaceId',
      'tasks.state',
      'tasks.name as taskName',
      'tasks.note',
      'tasks.address',
      'tasks.lettershop',
      'tasks.deliveryDate',
      'tasks.deadlineDate',
      'suppliers.id as supplierId',
      'suppliers.name as supplierName',
      'suppliers.email as supplierEmail',
      'suppliers.contactPerson',
      'suppliers.language',
      'suppliers.deletedAt',
      'supplierTasks.prices',
      'supplierTasks.sum',
      'supplierTasks.submittedAt',
      'supplierTasks.clickedAt',
    ])
    .where('supplierTasks.taskId', '=', taskId)
    .whereRef('suppliers.workspaceId', '=', 'tasks.workspaceId')
    .whereRef('supplierTasks.workspaceId', '=', 'tasks.workspaceId');
}

/** The invitation of a supplier to a task, with both, when they belong to one workspace. */
export async function findInvitation(ex: Executor, taskId: string, supplierId: string, lock?: DbKind) {
  let q = invitations(ex, taskId).where('supplierTasks.supplierId', '=', supplierId);
  // Submissions share the task row; accepting takes it exclusively: no offer slips in after an accept.
  // Only the task row: sharing the supplier's row too would deadlock two submissions of one supplier.
  if (lock === 'postgres') q = q.modifyEnd(sql`for share of "tasks"`);
  return q.executeTakeFirst();
}

export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

/** Every invitation of a task: what the suppliers' pages show of it (tender-cache.ts). */
export async function findTaskInvitations(ex: Executor, taskId: string): Promise<InvitationRow[]> {
  return invitations(ex, taskId).execute();
}

export async function markClicked(ex: Executor, taskId: string, supplierId: string, now: number) {
  await ex
    .updateTable('supplierTasks')
    .set({ clickedAt: now })
    .where('taskId', '=', taskId)
    .where('supplierId', '=', supplierId)
    .where('clickedAt', 'is', null)
    .execute();
}

export async function saveOffer(
  ex: Executor,
  o: { id: string; taskId: string; supplierId: string; workspaceId: string; prices: PriceEntry[]; sum: number; at: number },
) {
  const prices = JSON.stringify(o.prices);
  await ex
    .insertInto('offerRevisions')
    .values({ id: o.id, taskId: o.taskId, supplierId: o.supplierId, workspaceId: o.workspaceId, prices, sum: o.sum, createdAt: o.at })
    .execute();
  await ex
    .updateTable('supplierTasks')
    .set({ prices, sum: o.sum, submittedAt: o.at })
    .where('taskId', '=', o.taskId)
    .where('supplierId', '=', o.supplierId)
    .execute();
}

/** Current offers of a task with the supplier names, lowest sum first. */
export async function currentOffers(ex: Executor, workspaceId: string, taskId: string) {
  return ex
    .selectFrom('supplierTasks')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select(['supplierTasks.supplierId', 'suppliers.name', 'suppliers.deletedAt', 'supplierTasks.sum', 'supplierTasks.prices', 'supplierTasks.submittedAt'])
    .where('supplierTasks.workspaceId', '=', workspaceId)
    .where('supplierTasks.taskId', '=', taskId)
    .where('supplierTasks.sum', 'is not', null)
    .orderBy('supplierTasks.sum')
    .orderBy('suppliers.name')
    .execute();
}

export async function offerHistory(ex: Executor, workspaceId: string, taskId: string) {
  return ex
    .selectFrom('offerRevisions')
    .select(['supplierId', 'prices', 'sum', 'createdAt'])
    .where('workspaceId', '=', workspaceId)
    .where('taskId', '=', taskId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

export const parsePrices = (json: string | null): PriceEntry[] => (json ? (JSON.parse(json) as PriceEntry[]) : []);
