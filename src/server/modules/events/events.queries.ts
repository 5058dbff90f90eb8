import type { Executor } from '../../db/database.ts';
import { unsealed } from '../../db/sealed.ts';
import type { TaskEventTable, WorkspaceEventTable } from '../../db/schema.ts';

/** The newest entries a timeline answers; each query below reads at most this many. */
export const MAX_EVENTS = 500;

export async function insertEvent(ex: Executor, row: TaskEventTable): Promise<void> {
  await ex.insertInto('taskEvents').values(row).execute();
}

/** The instant of the task's latest staff event, to keep one task's events in the order they happened. */
export async function lastEventAt(ex: Executor, taskId: string): Promise<number | null> {
  const row = await ex
    .selectFrom('taskEvents')
    .select('createdAt')
    .where('taskId', '=', taskId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.createdAt) : null;
}

export async function lastWorkspaceEventAt(ex: Executor, workspaceId: string): Promise<number | null> {
  const row = await ex
    .selectFrom('workspaceEvents')
    .select('createdAt')
    .where('workspaceId', '=', workspaceId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.createdAt) : null;
}

export async function taskInWorkspace(ex: Executor, workspaceId: string, taskId: string): Promise<boolean> {
  const row = await ex
    .selectFrom('tasks')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where('id', '=', taskId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The task's staff events, newest first, with the member's names and the printshop's name. */
export async function listStaffEvents(ex: Executor, taskId: string) {
  const rows = await ex
    .selectFrom('taskEvents')
    .leftJoin('user', 'user.id', 'taskEvents.userId')
    .leftJoin('suppliers', (join) =>
      join
        .onRef('suppliers.id', '=', 'taskEvents.supplierId')
        .onRef('suppliers.workspaceId', '=', 'taskEvents.workspaceId'),
    )
    .select([
      'taskEvents.kind',
      'taskEvents.supplierId',
      'taskEvents.data',
      'taskEvents.createdAt',
      'user.name as userName',
      'user.username',
      'suppliers.name as supplierName',
    ])
    .where('taskEvents.taskId', '=', taskId)
    .orderBy('taskEvents.createdAt', 'desc')
    .limit(MAX_EVENTS)
    .execute();
  return rows.map((r) => ({ ...r, createdAt: Number(r.createdAt) }));
}

/** Each invitation's opened, clicked and declined instants, with the printshop's name. */
export async function listInvitationFacts(ex: Executor, taskId: string) {
  return ex
    .selectFrom('supplierTasks')
    .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
    .select([
      'supplierTasks.supplierId',
      'suppliers.name as supplierName',
      'supplierTasks.openedAt',
      'supplierTasks.clickedAt',
      'supplierTasks.declinedAt',
      'supplierTasks.declineReason',
    ])
    .where('supplierTasks.taskId', '=', taskId)
    .whereRef('suppliers.workspaceId', '=', 'supplierTasks.workspaceId')
    .execute();
}

/** The task's offer revisions, newest first, with their sums (not while the task is sealed on `today`). */
export async function listOfferFacts(ex: Executor, taskId: string, today: string) {
  return ex
    .selectFrom('offerRevisions')
    .innerJoin('suppliers', 'suppliers.id', 'offerRevisions.supplierId')
    .innerJoin('tasks', 'tasks.id', 'offerRevisions.taskId')
    .select((eb) => [
      'offerRevisions.supplierId',
      'suppliers.name as supplierName',
      unsealed(eb.ref('offerRevisions.sum'), today).as('sum'),
      'offerRevisions.createdAt',
    ])
    .where('offerRevisions.taskId', '=', taskId)
    .whereRef('suppliers.workspaceId', '=', 'offerRevisions.workspaceId')
    .orderBy('offerRevisions.createdAt', 'desc')
    .limit(MAX_EVENTS)
    .execute();
}

/** The task's questions, newest first. */
export async function listQuestionFacts(ex: Executor, taskId: string) {
  return ex
    .selectFrom('questions')
    .innerJoin('suppliers', 'suppliers.id', 'questions.supplierId')
    .select(['questions.supplierId', 'suppliers.name as supplierName', 'questions.text', 'questions.askedAt'])
    .where('questions.taskId', '=', taskId)
    .whereRef('suppliers.workspaceId', '=', 'questions.workspaceId')
    .orderBy('questions.askedAt', 'desc')
    .limit(MAX_EVENTS)
    .execute();
}

/** Each printshop's first download of each of the task's documents, newest first. */
export async function listDownloadFacts(ex: Executor, taskId: string) {
  return ex
    .selectFrom('fileDownloads')
    .innerJoin('taskFiles', 'taskFiles.id', 'fileDownloads.fileId')
    .innerJoin('suppliers', 'suppliers.id', 'fileDownloads.supplierId')
    .select(['fileDownloads.supplierId', 'suppliers.name as supplierName', 'taskFiles.name', 'fileDownloads.firstAt'])
    .where('fileDownloads.taskId', '=', taskId)
    .whereRef('suppliers.workspaceId', '=', 'taskFiles.workspaceId')
    .orderBy('fileDownloads.firstAt', 'desc')
    .limit(MAX_EVENTS)
    .execute();
}

/** Each invoice a printshop sent (the invoices module's table, read): its number and gross, with the printshop. */
export async function listInvoiceFacts(ex: Executor, taskId: string) {
  const rows = await ex
    .selectFrom('invoices')
    .innerJoin('suppliers', 'suppliers.id', 'invoices.supplierId')
    .select(['invoices.supplierId', 'suppliers.name as supplierName', 'invoices.number', 'invoices.gross'])
    .select('invoices.uploadedAt')
    .where('invoices.taskId', '=', taskId)
    .whereRef('suppliers.workspaceId', '=', 'invoices.workspaceId')
    .orderBy('invoices.uploadedAt', 'desc')
    .limit(MAX_EVENTS)
    .execute();
  return rows.map((r) => ({ ...r, gross: Number(r.gross), uploadedAt: Number(r.uploadedAt) }));
}

export async function insertWorkspaceEvent(ex: Executor, row: WorkspaceEventTable): Promise<void> {
  await ex.insertInto('workspaceEvents').values(row).execute();
}

/** The workspace's own events, newest first, with the member's names. */
export async function listWorkspaceEvents(ex: Executor, workspaceId: string) {
  const rows = await ex
    .selectFrom('workspaceEvents')
    .leftJoin('user', 'user.id', 'workspaceEvents.userId')
    .select([
      'workspaceEvents.kind',
      'workspaceEvents.data',
      'workspaceEvents.createdAt',
      'user.name as userName',
      'user.username',
    ])
    .where('workspaceEvents.workspaceId', '=', workspaceId)
    .orderBy('workspaceEvents.createdAt', 'desc')
    .orderBy('workspaceEvents.id')
    .limit(MAX_EVENTS)
    .execute();
  return rows.map((r) => ({ ...r, createdAt: Number(r.createdAt) }));
}

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
export async function listOrderFacts(ex: Executor, taskId: string): Promise<OrderFact[]> {
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
