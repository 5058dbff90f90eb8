import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WatchSchema } from '../../../../shared/schemas/notifications.ts';
import { api } from '../../../lib/api-client.ts';

const watchQueryKey = (taskId: string) => ['tasks', taskId, 'watch'] as const;
const watchPath = (taskId: string) => `/tasks/${encodeURIComponent(taskId)}/watch`;

export function useWatch(taskId: string) {
  return useQuery({
    queryKey: watchQueryKey(taskId),
    queryFn: ({ signal }) => api.get(watchPath(taskId), WatchSchema, { signal }),
  });
}

/** Watches (POST) or stops watching (DELETE) the task. */
export function useSetWatch(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      on ? api.post(watchPath(taskId), WatchSchema) : api.delete(watchPath(taskId), WatchSchema),
    onSuccess: (saved) => queryClient.setQueryData(watchQueryKey(taskId), saved),
  });
}
