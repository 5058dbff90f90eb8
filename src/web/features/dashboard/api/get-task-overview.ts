import { useQuery } from '@tanstack/react-query';
import { TaskOverviewSchema } from '../../../../shared/schemas/dashboard.ts';
import { taskQueryKey } from '../../../api/get-task.ts';
import { pollUnlessLive } from '../../../api/use-live.ts';
import { api } from '../../../lib/api-client.ts';

/** Under the task's key: every change of the task (an offer, a question, a mail) reads it again. */
export const taskOverviewQueryKey = (taskId: string) => [...taskQueryKey(taskId), 'overview'] as const;

export const getTaskOverview = (taskId: string, signal?: AbortSignal) =>
  api.get(`/tasks/${encodeURIComponent(taskId)}/overview`, TaskOverviewSchema, { signal });

/** A sent task's overview: deadline, printshops counted, open questions, best total, what needs the buyer. */
export function useTaskOverview(taskId: string) {
  return useQuery({
    queryKey: taskOverviewQueryKey(taskId),
    queryFn: ({ signal }) => getTaskOverview(taskId, signal),
    // Printshops open, offer and ask while the task is open: the live stream tells the page, or else a slow poll.
    refetchInterval: () => pollUnlessLive(taskId),
  });
}
