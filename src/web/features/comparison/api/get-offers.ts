import { useQuery } from '@tanstack/react-query';
import { ComparisonSchema } from '../../../../shared/schemas/comparison.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey } from '../../../api/get-task.ts';
import { pollUnlessLive } from '../../../api/use-live.ts';

export const getOffers = (taskId: string, signal?: AbortSignal) =>
  api.get(`/tasks/${encodeURIComponent(taskId)}/offers`, ComparisonSchema, { signal });

export const offersQueryKey = (taskId: string) => [...taskQueryKey(taskId), 'offers'] as const;

/** The comparison: every current offer (lowest sum first), the lowest price per format, each offer's history. */
export function useOffers(taskId: string, { watch }: { watch: boolean }) {
  return useQuery({
    queryKey: offersQueryKey(taskId),
    queryFn: ({ signal }) => getOffers(taskId, signal),
    // Printshops offer while the task is open: the live stream tells the page, or else a slow poll.
    refetchInterval: () => watch && pollUnlessLive(taskId),
  });
}
