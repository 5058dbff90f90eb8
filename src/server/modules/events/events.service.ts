import { todayIn } from '../../../shared/dates.ts';
import { randomUUID } from 'node:crypto';
import type {
  STAFF_EVENT_KINDS,
  TaskEvent,
  TaskEventList,
  WORKSPACE_EVENT_KINDS,
  WorkspaceEvent,
  WorkspaceEventList,
} from '../../../shared/schemas/events.ts';
import type { Change } from '../../../shared/schemas/revisions.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import {
  insertEvent,
  insertWorkspaceEvent,
  lastEventAt,
  lastWorkspaceEventAt,
  listDownloadFacts,
  listInvoiceFacts,
  listInvitationFacts,
  listOfferFacts,
  listOrderFacts,
  listQuestionFacts,
  listStaffEvents,
  listWorkspaceEvents,
  MAX_EVENTS,
  taskInWorkspace,
} from './events.queries.ts';

/** What a staff event says besides who and when; kept as JSON in taskEvents.data. */
type EventData = {
  changes?: Change[];
  fields?: string[];
  values?: TaskEvent['values'];
  awards?: TaskEvent['awards'];
  subject?: string;
  count?: number;
  amount?: number;
  invited?: string[];
};

type StaffEvent = EventData & {
  staff: Staff;
  taskId: string;
  kind: (typeof STAFF_EVENT_KINDS)[number];
  supplierId?: string | null;
};

/**
 * Appends a staff event in the caller's transaction, so it commits or rolls back with the action. Two events
 * of a task within one millisecond are kept a millisecond apart, in the order they were recorded.
 */
export async function recordEvent(ex: Executor, event: StaffEvent): Promise<void> {
  const { staff, ...rest } = event;
  await appendEvent(ex, { ...rest, workspaceId: staff.workspace.id, userId: staff.user.id });
}

type AnyEvent = EventData & {
  taskId: string;
  workspaceId: string;
  kind: (typeof STAFF_EVENT_KINDS)[number];
  supplierId?: string | null;
};

/**
 * Appends an event nobody signed in did (an auction's bid by a printshop, its end), in the caller's transaction: it
 * names no staff member (`userId` empty) and, for a bid, the printshop.
 */
export const recordTaskEvent = (ex: Executor, event: AnyEvent): Promise<void> =>
  appendEvent(ex, { ...event, userId: '' });

async function appendEvent(ex: Executor, event: AnyEvent & { userId: string }): Promise<void> {
  const { taskId, workspaceId, kind, userId, supplierId = null, ...data } = event;
  const last = await lastEventAt(ex, taskId);
  await insertEvent(ex, {
    id: randomUUID(),
    taskId,
    workspaceId,
    kind,
    userId,
    supplierId,
    data: JSON.stringify(data),
    createdAt: Math.max(Date.now(), (last ?? 0) + 1),
  });
}

const blank = {
  staff: null,
  changes: [],
  fields: [],
  values: [],
  awards: [],
  subject: null,
  count: null,
  amount: null,
  invited: [],
};

type Supplier = { supplierId: string; supplierName: string };
const by = (p: Supplier) => ({ supplierId: p.supplierId, supplier: p.supplierName });

/**
 * GET /api/tasks/{id}/events: the staff's recorded events and the printshops' events read from what the
 * tender keeps (invitations, offer revisions, questions, downloads, the orders' steps), newest first, at most 500.
 */
export async function taskEvents(
  deps: Pick<Deps, 'db' | 'config'>,
  staff: Staff,
  taskId: string,
): Promise<TaskEventList> {
  if (!(await taskInWorkspace(deps.db, staff.workspace.id, taskId))) throw notFound('The task');
  const [recorded, invitations, offers, questions, downloads, invoices, orders] = await Promise.all([
    listStaffEvents(deps.db, taskId),
    listInvitationFacts(deps.db, taskId),
    listOfferFacts(deps.db, taskId, todayIn(deps.config.timeZone)),
    listQuestionFacts(deps.db, taskId),
    listDownloadFacts(deps.db, taskId),
    listInvoiceFacts(deps.db, taskId),
    listOrderFacts(deps.db, taskId),
  ]);
  const items: TaskEvent[] = recorded.map((r) => {
    const data = JSON.parse(r.data) as EventData;
    return {
      ...blank,
      ...data,
      at: r.createdAt,
      kind: r.kind,
      staff: r.userName || r.username || '',
      supplierId: r.supplierId,
      supplier: r.supplierName,
    };
  });
  for (const i of invitations) {
    if (i.openedAt !== null) items.push({ ...blank, ...by(i), at: Number(i.openedAt), kind: 'opened' });
    if (i.clickedAt !== null) items.push({ ...blank, ...by(i), at: Number(i.clickedAt), kind: 'clicked' });
    if (i.declinedAt !== null)
      items.push({ ...blank, ...by(i), at: Number(i.declinedAt), kind: 'declined', subject: i.declineReason || null });
  }
  for (const o of offers)
    items.push({
      ...blank,
      ...by(o),
      at: Number(o.createdAt),
      kind: 'offered',
      amount: o.sum === null ? null : Number(o.sum),
    });
  for (const q of questions) items.push({ ...blank, ...by(q), at: Number(q.askedAt), kind: 'asked', subject: q.text });
  for (const d of downloads)
    items.push({ ...blank, ...by(d), at: Number(d.firstAt), kind: 'downloaded', subject: d.name });
  for (const i of invoices)
    items.push({ ...blank, ...by(i), at: i.uploadedAt, kind: 'invoiced', subject: i.number, amount: i.gross });
  for (const o of orders)
    items.push({ ...blank, ...by(o), at: o.at, kind: o.kind, subject: o.subject || null, count: o.count });
  // Stable: entries of one instant keep the order above (staff first, each list newest first).
  items.sort((a, b) => b.at - a.at);
  return { items: items.slice(0, MAX_EVENTS) };
}

type WorkspaceStaffEvent = {
  /** The workspace and who acted: a member, or someone answering the workspace's team invitation. */
  workspaceId: string;
  userId: string;
  kind: (typeof WORKSPACE_EVENT_KINDS)[number];
  values: WorkspaceEvent['values'];
};

/** Appends an event of the workspace itself (its buying company, its team invitations' answers) in the caller's transaction. */
export async function recordWorkspaceEvent(
  ex: Executor,
  { workspaceId, userId, kind, values }: WorkspaceStaffEvent,
): Promise<void> {
  // Kept a millisecond apart, as a task's events are: a role changed and the member removed at once stay in order.
  const last = await lastWorkspaceEventAt(ex, workspaceId);
  await insertWorkspaceEvent(ex, {
    id: randomUUID(),
    workspaceId,
    kind,
    userId,
    data: JSON.stringify({ values }),
    createdAt: Math.max(Date.now(), (last ?? 0) + 1),
  });
}

/** `GET /api/workspace/events`: what staff changed of the workspace, newest first, at most 500. */
export async function workspaceEvents(deps: Pick<Deps, 'db'>, staff: Staff): Promise<WorkspaceEventList> {
  const rows = await listWorkspaceEvents(deps.db, staff.workspace.id);
  return {
    items: rows.map((r) => ({
      at: r.createdAt,
      kind: r.kind,
      staff: r.userName || r.username || '',
      values: (JSON.parse(r.data) as { values?: WorkspaceEvent['values'] }).values ?? [],
    })),
  };
}
