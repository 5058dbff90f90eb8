/** The tables of the staff's notifications; `Database` in schema.ts names them. */
import type { NotificationKind, NotificationMode } from '../../shared/notification-kinds.ts';
type EpochMs = number;

/** A staff member's notification of an event of a task (docs/product.md#notifications). */
export interface NotificationTable {
  id: string;
  workspaceId: string;
  userId: string;
  taskId: string;
  kind: NotificationKind;
  /** The printshop the event came from (a question, a no-bid, an offer, an undelivered invitation). */
  supplierId: string | null;
  /** Current offers when the deadline passed; reminders sent in a run. */
  count: number | null;
  /** How it is mailed, decided when written: at once, in the next digest, or not at all. */
  mail: 'instant' | 'digest' | 'none';
  /** The day (YYYY-MM-DD) of the digest that carried it; null until then. */
  digestDay: string | null;
  createdAt: EpochMs;
  readAt: EpochMs | null;
  /** Free text of the event: who asked for an approval, why an award was not approved. */
  message: string | null;
}

/** Whether a user watches a task; the owner watches without a row, and unwatches with `watching` 0. */
export interface TaskWatchTable {
  taskId: string;
  userId: string;
  workspaceId: string;
  /** 0/1 */
  watching: number;
  updatedAt: EpochMs;
}

export interface NotificationSettingTable {
  userId: string;
  mode: NotificationMode;
  updatedAt: EpochMs;
}

/** Something done once across instances: `deadline:{taskId}:{date}`, `digest:{userId}:{day}`. */
export interface NotificationClaimTable {
  key: string;
  createdAt: EpochMs;
}

// The tables below belong to better-auth; only the columns this app reads or writes are declared.
