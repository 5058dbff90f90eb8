import { useQuery } from '@tanstack/react-query';
import { ComparisonSchema } from '../../../../shared/schemas/comparison.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey } from '../../../api/get-task.ts';

export const getOffers = (taskId: string, signal?: AbortSignal) =>
  api.get(`/tasks/${encodeURIComponent(taskId)}/offers`, ComparisonSchema, { signal });

/** The comparison: every current offer (lowest sum first), the lowest price per format, each offer's history. */
export function useOffers(taskId: string, { watch }: { watch: boolean }) {
  return useQuery({
    queryKey: [...taskQueryKey(taskId), 'offers'],
    queryFn: ({ signal }) => getOffers(taskId, signal),
    // Printshops offer while the task is open; nothing tells this page when.
    refetchInterval: watch ? 30_000 : false,
  });
}
