import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { forUpdate } from '../../db/locks.ts';
import { hasCurrentOffer } from '../offers/index.ts';
import type { NotificationTable } from '../../db/schema-notifications.ts';
import type { NotificationMode } from '../../../shared/notification-kinds.ts';
import { TaskState } from '../../../shared/task-state.ts';

export type NotificationRow = NotificationTable;

/** Who a notification goes to, and how: the task, the user's address, language and mail preference. */
const recipientColumns = [
  'tasks.id as taskId',
  'tasks.workspaceId',
  'tasks.name as taskName',
  'user.id as userId',
  'user.email',
  'user.language',
  'notificationSettings.mode',
] as const;

/**
 * Chosen members of the task's workspace (the approvers of an award, the member who asked): `userIds`, or
 * every owner and admin; each with the address, language and mail preference of their account.
 */
export async function findMembersOf(ex: Executor, taskId: string, who: { userIds: readonly string[] } | 'managers') {
  let query = ex
    .selectFrom('tasks')
    .innerJoin('member', 'member.organizationId', 'tasks.workspaceId')
    .innerJoin('user', 'user.id', 'member.userId')
    .leftJoin('notificationSettings', 'notificationSettings.userId', 'user.id')
    .select(recipientColumns)
    .where('tasks.id', '=', taskId);
  if (who === 'managers') query = query.where('member.role', 'in', ['owner', 'admin']);
  else if (who.userIds.length === 0) return [];
  else query = query.where('user.id', 'in', who.userIds);
  return query.execute();
}

/**
 * Who hears of the tasks' events: the owner (its creator) unless they stopped watching, and every member of
 * the task's workspace who watches it; each with the address, language and mail preference of their account.
 */
export async function findRecipients(ex: Executor, taskIds: readonly string[]) {
  if (taskIds.length === 0) return [];
  return ex
    .selectFrom('tasks')
    .innerJoin('member', 'member.organizationId', 'tasks.workspaceId')
    .innerJoin('user', 'user.id', 'member.userId')
    .leftJoin('taskWatches', (join) =>
      join.onRef('taskWatches.taskId', '=', 'tasks.id').onRef('taskWatches.userId', '=', 'user.id'),
    )
    .leftJoin('notificationSettings', 'notificationSettings.userId', 'user.id')
    .select(recipientColumns)
    .where('tasks.id', 'in', taskIds)
    .where((eb) =>
      eb.or([
        eb('taskWatches.watching', '=', 1),
        eb.and([eb('user.id', '=', eb.ref('tasks.createdBy')), eb('taskWatches.userId', 'is', null)]),
      ]),
    )
    .execute();
}

export async function findSupplierNames(ex: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ex.selectFrom('suppliers').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

const CHUNK = 200;

export async function insertNotifications(ex: Executor, rows: NotificationRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await ex
      .insertInto('notifications')
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

/** The user's notifications in the workspace, newest first, with the task's and the printshop's names. */
export async function listNotifications(db: Db, userId: string, workspaceId: string, unreadOnly: boolean) {
  let query = db
    .selectFrom('notifications')
    .innerJoin('tasks', 'tasks.id', 'notifications.taskId')
    .leftJoin('suppliers', 'suppliers.id', 'notifications.supplierId')
    .select([
      'notifications.id',
      'notifications.kind',
      'notifications.taskId',
      'tasks.name as taskName',
      'suppliers.name as supplierName',
      'notifications.count',
      'notifications.message',
      'notifications.createdAt',
      'notifications.readAt',
    ])
    .where('notifications.userId', '=', userId)
    .where('notifications.workspaceId', '=', workspaceId);
  if (unreadOnly) query = query.where('notifications.readAt', 'is', null);
  return query.orderBy('notifications.createdAt', 'desc').orderBy('notifications.id').limit(50).execute();
}

export async function countUnread(db: Db, userId: string, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('workspaceId', '=', workspaceId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the user's notifications read: those of `ids`, or all when it is undefined. */
export async function markRead(db: Db, userId: string, workspaceId: string, ids: string[] | undefined, at: number) {
  if (ids?.length === 0) return;
  let query = db
    .updateTable('notifications')
    .set({ readAt: at })
    .where('userId', '=', userId)
    .where('workspaceId', '=', workspaceId)
    .where('readAt', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}

export async function findMode(db: Db, userId: string): Promise<NotificationMode> {
  const row = await db
    .selectFrom('notificationSettings')
    .select('mode')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.mode ?? 'instant';
}

export async function saveMode(db: Db, userId: string, mode: NotificationMode, at: number): Promise<void> {
  await db
    .insertInto('notificationSettings')
    .values({ userId, mode, updatedAt: at })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ mode, updatedAt: at }))
    .execute();
}

/** Whether the user watches the task: a row says so; without one the owner does, anyone else does not. */
export async function findWatching(db: Db, userId: string, workspaceId: string, taskId: string) {
  const row = await db
    .selectFrom('tasks')
    .leftJoin('taskWatches', (join) =>
      join.onRef('taskWatches.taskId', '=', 'tasks.id').on('taskWatches.userId', '=', userId),
    )
    .select(['tasks.createdBy', 'taskWatches.watching'])
    .where('tasks.id', '=', taskId)
    .where('tasks.workspaceId', '=', workspaceId)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.watching === null ? row.createdBy === userId : row.watching === 1;
}

export async function saveWatching(db: Db, row: { taskId: string; userId: string; workspaceId: string }, on: boolean) {
  const values = { ...row, watching: on ? 1 : 0, updatedAt: Date.now() };
  await db
    .insertInto('taskWatches')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['taskId', 'userId']).doUpdateSet({ watching: values.watching, updatedAt: values.updatedAt }),
    )
    .execute();
}

/** Takes `key` for this caller; false when another (instance) took it before. */
export async function claim(ex: Executor, key: string, at: number): Promise<boolean> {
  const rows = await ex
    .insertInto('notificationClaims')
    .values({ key, createdAt: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .execute();
  return rows.length > 0;
}

/**
 * Sent tasks whose deadline day ended before `today` (and no longer ago than `since`) not yet told, each with
 * its number of current offers (pricing at least one format as it is; modules/offers).
 */
export async function findPassedDeadlines(ex: Executor, today: string, since: string) {
  return ex
    .selectFrom('tasks')
    .select((eb) => [
      'tasks.id',
      'tasks.deadlineDate',
      eb
        .selectFrom('supplierTasks')
        .select((s) => s.fn.countAll<number | string>().as('n'))
        .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
        .whereRef('supplierTasks.taskId', '=', 'tasks.id')
        .where(hasCurrentOffer)
        .where('suppliers.deletedAt', 'is', null)
        .as('offers'),
    ])
    .where('tasks.state', '=', TaskState.sent)
    .where('tasks.deadlineDate', '<', today)
    .where('tasks.deadlineDate', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notificationClaims')
            .select('key')
            .where(
              'notificationClaims.key',
              '=',
              sql<string>`'deadline:' || "tasks"."id" || ':' || "tasks"."deadlineDate"`,
            ),
        ),
      ),
    )
    .execute();
}

/** The users who chose the daily digest. */
export async function findDigestUsers(db: Db) {
  return db
    .selectFrom('notificationSettings')
    .innerJoin('user', 'user.id', 'notificationSettings.userId')
    .select(['user.id as userId', 'user.email', 'user.language'])
    .where('notificationSettings.mode', '=', 'digest')
    .execute();
}

/** Puts the user's notifications waiting for a digest into the digest of `day`; answers them, oldest first. */
export async function takeDigest(ex: Executor, userId: string, day: string) {
  await ex
    .updateTable('notifications')
    .set({ digestDay: day })
    .where('userId', '=', userId)
    .where('mail', '=', 'digest')
    .where('digestDay', 'is', null)
    .execute();
  return ex
    .selectFrom('notifications')
    .innerJoin('tasks', 'tasks.id', 'notifications.taskId')
    .leftJoin('suppliers', 'suppliers.id', 'notifications.supplierId')
    .select([
      'notifications.kind',
      'notifications.taskId',
      'tasks.name as taskName',
      'suppliers.name as supplierName',
      'notifications.count',
      'notifications.message',
      'notifications.createdAt',
    ])
    .where('notifications.userId', '=', userId)
    .where('notifications.digestDay', '=', day)
    .where('notifications.mail', '=', 'digest')
    .orderBy('notifications.createdAt')
    .execute();
}

/** Holds the tasks' rows until the transaction ends (a reminder run's end is decided by one instance at a time). */
export async function lockTasks(ex: Executor, taskIds: readonly string[]): Promise<void> {
  if (taskIds.length === 0) return;
  await forUpdate(
    ex
      .selectFrom('tasks')
      .select('id')
      .where('id', 'in', [...taskIds].sort())
      .orderBy('id'),
  ).execute();
}

const REMINDER_MAILS = ['reminder', 'unopened-reminder'] as const;

/** Whether reminders of the task are still due and unsent (being sent elsewhere, or not yet claimed). */
export async function remindersDue(ex: Executor, taskId: string, now: number): Promise<boolean> {
  const row = await ex
    .selectFrom('mails')
    .select('id')
    .where('taskId', '=', taskId)
    .where('kind', 'in', REMINDER_MAILS)
    .where('state', '=', 'queued')
    .where('nextAttemptAt', '<=', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** The task's reminders sent since its last reminder run's notification. */
export async function countRemindersSent(ex: Executor, taskId: string): Promise<number> {
  const last = await ex
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('createdAt').as('at'))
    .where('taskId', '=', taskId)
    .where('kind', '=', 'reminders')
    .executeTakeFirst();
  const row = await ex
    .selectFrom('mails')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('taskId', '=', taskId)
    .where('kind', 'in', REMINDER_MAILS)
    .where('state', '=', 'sent')
    .where('sentAt', '>', Number(last?.at ?? 0))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
