import { randomUUID } from 'node:crypto';
import { isStaffLanguage, type StaffLanguage } from '../../../shared/languages.ts';
import { notificationPath, URGENT_KINDS, type NotificationKind } from '../../../shared/notification-kinds.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { instantMail } from './notification.mail.tsx';
import {
  findMembersOf,
  findRecipients,
  findSupplierNames,
  insertNotifications,
  type NotificationRow,
} from './notifications.queries.ts';

/** An event of a task that its owner and watchers hear of (docs/product.md#notifications). */
export type TaskEvent = {
  kind: NotificationKind;
  taskId: string;
  /** The printshop it came from (a question, a no-bid, an offer, an undelivered invitation). */
  supplierId?: string | null;
  /** Current offers at the deadline; reminders sent in a run. */
  count?: number | null;
  /** Who asked for an approval; why an award was not approved. */
  message?: string | null;
};

type Recipient = Awaited<ReturnType<typeof findRecipients>>[number];

export type NotifyDeps = Pick<Deps, 'config' | 'outbox'>;

export const languageOf = (value: string | null): StaffLanguage => (isStaffLanguage(value) ? value : 'en');

/** The address of the task's section an event concerns, for a mail. */
export const linkOf = (baseUrl: string, taskId: string, kind: NotificationKind) =>
  `${baseUrl}${notificationPath(taskId, kind)}`;

/**
 * Writes the notifications of `events` for each recipient (the task's owner unless they stopped watching, and
 * its watchers) with `ex`, the transaction of the event itself, and enqueues the instant mails in it too: a
 * rolled-back event notifies nobody, a committed one is mailed by the outbox even after a crash. A user's
 * preference decides the mail: instant, the next digest (questions and undelivered invitations still at
 * once), or none.
 */
export async function notifyTask(
  deps: NotifyDeps,
  ex: Executor,
  events: TaskEvent | readonly TaskEvent[],
  now = Date.now(),
): Promise<void> {
  const list = [events].flat();
  if (list.length === 0) return;
  const recipients = await findRecipients(ex, [...new Set(list.map((e) => e.taskId))]);
  await notifyRecipients(deps, ex, list, recipients, now);
}

/**
 * Tells chosen members of an event of a task (docs/product.md#budget-and-approval): every owner and admin of
 * an award waiting for approval, the member who asked of its rejection; as notifyTask does, in the event's
 * transaction and by each one's preference.
 */
export async function notifyMembers(
  deps: NotifyDeps,
  ex: Executor,
  event: TaskEvent,
  who: { userIds: readonly string[] } | 'managers',
  now = Date.now(),
): Promise<void> {
  await notifyRecipients(deps, ex, [event], await findMembersOf(ex, event.taskId, who), now);
}

async function notifyRecipients(
  deps: NotifyDeps,
  ex: Executor,
  list: readonly TaskEvent[],
  recipients: readonly Recipient[],
  now: number,
): Promise<void> {
  if (recipients.length === 0) return;
  const supplierIds = [...new Set(list.flatMap((e) => (e.supplierId ? [e.supplierId] : [])))];
  const names = await findSupplierNames(ex, supplierIds);
  const rows: NotificationRow[] = [];
  const mails: Parameters<NotifyDeps['outbox']['enqueueMany']>[1] = [];
  for (const e of list) {
    for (const r of recipients) {
      if (r.taskId !== e.taskId) continue;
      const mode = r.mode ?? 'instant';
      const mail =
        mode === 'none' ? 'none' : mode === 'instant' || URGENT_KINDS.includes(e.kind) ? 'instant' : 'digest';
      const supplierId = e.supplierId ?? null;
      const count = e.count ?? null;
      const message = e.message ?? null;
      rows.push({
        id: randomUUID(),
        workspaceId: r.workspaceId,
        userId: r.userId,
        taskId: e.taskId,
        kind: e.kind,
        supplierId,
        count,
        message,
        mail,
        digestDay: null,
        createdAt: now,
        readAt: null,
      });
      if (mail !== 'instant') continue;
      const supplierName = supplierId ? (names.get(supplierId) ?? null) : null;
      const link = linkOf(deps.config.baseUrl, e.taskId, e.kind);
      const content = instantMail(languageOf(r.language), {
        kind: e.kind,
        supplierName,
        count,
        message,
        taskName: r.taskName,
        link,
      });
      mails.push({ id: randomUUID(), kind: 'notification', to: r.email, workspaceId: r.workspaceId, ...content });
    }
  }
  await insertNotifications(ex, rows);
  if (mails.length > 0) await deps.outbox.enqueueMany(ex, mails);
}
