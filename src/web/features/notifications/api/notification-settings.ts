import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationSettingsSchema, type NotificationSettings } from '../../../../shared/schemas/notifications.ts';
import { api } from '../../../lib/api-client.ts';

const settingsQueryKey = ['account', 'notifications'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => api.get('/account/notifications', NotificationSettingsSchema, { signal }),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => api.put('/account/notifications', NotificationSettingsSchema, body),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  });
}
