import { useQuery } from '@tanstack/react-query';
import { NotificationListSchema } from '../../../../shared/schemas/notifications.ts';
import { pollUnlessWorkspaceLive, type LiveKeys } from '../../../api/use-live.ts';
import { api } from '../../../lib/api-client.ts';

export const notificationsQueryKey = ['notifications'] as const;

/**
 * The workspace's live events that may have notified the user (docs/product.md#notifications): a question, a
 * no-bid, an offer; a mail's fate (an undelivered invitation, a reminder run); a task's change (its deadline).
 */
export const notificationsLiveKeys: Partial<LiveKeys> = {
  question: [notificationsQueryKey],
  decline: [notificationsQueryKey],
  offer: [notificationsQueryKey],
  mail: [notificationsQueryKey],
  task: [notificationsQueryKey],
};

/** The user's 50 newest notifications and the unread count (`GET /api/notifications`). */
export const getNotifications = (signal?: AbortSignal) => api.get('/notifications', NotificationListSchema, { signal });

export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: () => pollUnlessWorkspaceLive(60_000),
  });
}
