import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_MODES } from '../notification-kinds.ts';

/** One notification of the signed-in user, newest first (`GET /api/notifications`). */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  taskId: z.string(),
  taskName: z.string(),
  supplierName: z.string().nullable(),
  count: z.number().nullable(),
  /** Who asked for an approval; why an award was not approved; else null. */
  message: z.string().nullable(),
  at: z.number(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The list (the 50 newest, or the unread ones) and how many are unread in all. */
export const NotificationListSchema = z.object({ items: z.array(NotificationSchema), unread: z.number() });
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationQuerySchema = z.object({ unread: z.enum(['true', 'false']).optional() });

/** `POST /api/notifications/read`: these, or without `ids` every one of the user's. */
export const ReadNotificationsBodySchema = z.object({ ids: z.array(z.string().max(64)).max(500).optional() });

export const UnreadCountSchema = z.object({ unread: z.number() });

/** `GET`/`PUT /api/account/notifications`: how the user's notifications are mailed. */
export const NotificationSettingsSchema = z.object({ mode: z.enum(NOTIFICATION_MODES) });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** `GET`/`POST`/`DELETE /api/tasks/{id}/watch`: whether the user watches the task. */
export const WatchSchema = z.object({ watching: z.boolean() });
