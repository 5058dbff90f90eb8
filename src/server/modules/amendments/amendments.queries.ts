import type { Executor } from '../../db/database.ts';

/** The suppliers a sent task was sent to and that still exist: those an amendment or cancellation tells. */
export async function listInvited(ex: Executor, workspaceId: string, taskId: string) {
  return ex
    .selectFrom('supplierTasks')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select([
      'suppliers.id as supplierId',
      'suppliers.name',
      'suppliers.email',
      'suppliers.contactPerson',
      'suppliers.language',
    ])
    .where('supplierTasks.workspaceId', '=', workspaceId)
    .where('suppliers.workspaceId', '=', workspaceId)
    .where('supplierTasks.taskId', '=', taskId)
    .where('suppliers.deletedAt', 'is', null)
    .orderBy('suppliers.name')
    .orderBy('suppliers.id')
    .execute();
}

export type InvitedSupplier = Awaited<ReturnType<typeof listInvited>>[number];
