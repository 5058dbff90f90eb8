/**
 * What a staff member is notified of about a task they own or watch (docs/product.md#notifications), and
 * the section of the task's page each one leads to. No zod: the bell's small chunk reads it.
 */
export const NOTIFICATION_KINDS = [
  'question',
  'decline',
  'offer',
  'reconfirmed',
  'deadline',
  'undelivered',
  'order-undelivered',
  'reminders',
  'approval',
  'approval-rejected',
  'approval-withdrawn',
  'invoice',
  // the job after the award (docs/product.md#the-job-after-the-award)
  'order-confirmed',
  'proof-uploaded',
  'shipped',
  'proof-approved',
  'proof-changes',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Mail per user: each at once, one digest a day, or none (questions and undelivered mails come at once). */
export const NOTIFICATION_MODES = ['instant', 'digest', 'none'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/** Kinds mailed at once even to a user who chose the digest: they want an answer or a new address soon. */
export const URGENT_KINDS: readonly NotificationKind[] = ['question', 'undelivered', 'order-undelivered'];

/** The section of the task's page (`/ua/task/{id}/{section}`, docs/product.md#task-page) a notification opens. */
export const NOTIFICATION_SECTION = {
  question: 'questions',
  decline: 'suppliers',
  offer: 'offers',
  reconfirmed: 'offers',
  deadline: 'offers',
  undelivered: 'suppliers',
  'order-undelivered': 'suppliers',
  reminders: 'suppliers',
  approval: 'offers',
  'approval-rejected': 'offers',
  'approval-withdrawn': 'offers',
  invoice: 'orders',
  'order-confirmed': 'orders',
  'proof-uploaded': 'orders',
  shipped: 'orders',
  'proof-approved': 'orders',
  'proof-changes': 'orders',
} as const satisfies Record<NotificationKind, string>;

export const notificationPath = (taskId: string, kind: NotificationKind) =>
  `/ua/task/${encodeURIComponent(taskId)}/${NOTIFICATION_SECTION[kind]}`;
