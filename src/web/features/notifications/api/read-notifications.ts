import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UnreadCountSchema } from '../../../../shared/schemas/notifications.ts';
import { api } from '../../../lib/api-client.ts';
import { notificationsQueryKey } from './get-notifications.ts';

/** Marks the named notifications read, or without ids all of them (`POST /api/notifications/read`). */
export const readNotifications = (ids?: string[]) =>
  api.post('/notifications/read', UnreadCountSchema, ids ? { ids } : {});

export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
