import { useQuery } from '@tanstack/react-query';
import { DeliveryListSchema } from '../../../../shared/schemas/deliveries.ts';
import { taskQueryKey } from '../../../api/get-task.ts';
import { api } from '../../../lib/api-client.ts';

export const deliveriesQueryKey = (taskId: string) => [...taskQueryKey(taskId), 'deliveries'] as const;

/** An awarded task's recorded deliveries, by printshop. */
export const getDeliveries = (taskId: string, signal?: AbortSignal) =>
  api.get(`/tasks/${encodeURIComponent(taskId)}/deliveries`, DeliveryListSchema, { signal });

export function useDeliveries(taskId: string) {
  return useQuery({
    queryKey: deliveriesQueryKey(taskId),
    queryFn: ({ signal }) => getDeliveries(taskId, signal),
    select: (list) => new Map(list.items.map((d) => [d.supplierId, d])),
  });
}
