import { useQuery } from '@tanstack/react-query';
import { TaskEventListSchema } from '../../../../shared/schemas/events.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey } from '../../../api/get-task.ts';
import { pollUnlessLive } from '../../../api/use-live.ts';

/** Under the task's keys: every task mutation's invalidation reads the history again. */
export const eventsQueryKey = (taskId: string) => [...taskQueryKey(taskId), 'events'] as const;

export const getEvents = (taskId: string, signal?: AbortSignal) =>
  api.get(`/tasks/${encodeURIComponent(taskId)}/events`, TaskEventListSchema, { signal });

/**
 * The task's history, newest first; read when shown, and again every 30 s while shown, since printshops
 * open, download and offer without this page knowing.
 */
export function useEvents(taskId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: eventsQueryKey(taskId),
    queryFn: ({ signal }) => getEvents(taskId, signal),
    select: (list) => list.items,
    enabled,
    refetchInterval: () => enabled && pollUnlessLive(taskId),
  });
}
