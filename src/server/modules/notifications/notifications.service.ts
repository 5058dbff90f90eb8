import type { Notification, NotificationList, NotificationSettings } from '../../../shared/schemas/notifications.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import {
  countUnread,
  findMode,
  findWatching,
  listNotifications,
  markRead,
  saveMode,
  saveWatching,
} from './notifications.queries.ts';

type Db = Pick<Deps, 'db'>;

/** GET /api/notifications: the 50 newest (or unread) of the user in the workspace, and the unread count. */
export async function notificationList(deps: Db, staff: Staff, unreadOnly: boolean): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    listNotifications(deps.db, staff.user.id, staff.workspace.id, unreadOnly),
    countUnread(deps.db, staff.user.id, staff.workspace.id),
  ]);
  const items = rows.map((r): Notification => ({
    id: r.id,
    kind: r.kind,
    taskId: r.taskId,
    taskName: r.taskName,
    supplierName: r.supplierName,
    count: r.count === null ? null : Number(r.count),
    message: r.message,
    at: Number(r.createdAt),
    read: r.readAt !== null,
  }));
  return { items, unread };
}

/** POST /api/notifications/read: the named ones (another user's are left alone), or all; the count left. */
export async function readNotifications(deps: Db, staff: Staff, ids: string[] | undefined) {
  await markRead(deps.db, staff.user.id, staff.workspace.id, ids, Date.now());
  return { unread: await countUnread(deps.db, staff.user.id, staff.workspace.id) };
}

export async function notificationSettings(deps: Db, staff: Staff): Promise<NotificationSettings> {
  return { mode: await findMode(deps.db, staff.user.id) };
}

/** PUT /api/account/notifications: a personal preference, like the language (not in a task's audit trail). */
export async function saveNotificationSettings(deps: Db, staff: Staff, body: NotificationSettings) {
  await saveMode(deps.db, staff.user.id, body.mode, Date.now());
  return body;
}

/** GET /api/tasks/{id}/watch; 404 for a task of another workspace. */
export async function watching(deps: Db, staff: Staff, taskId: string) {
  const on = await findWatching(deps.db, staff.user.id, staff.workspace.id, taskId);
  if (on === undefined) throw notFound('The task');
  return { watching: on };
}

/** POST (true) / DELETE (false) /api/tasks/{id}/watch. */
export async function setWatching(deps: Db, staff: Staff, taskId: string, on: boolean) {
  await watching(deps, staff, taskId);
  await saveWatching(deps.db, { taskId, userId: staff.user.id, workspaceId: staff.workspace.id }, on);
  return { watching: on };
}
