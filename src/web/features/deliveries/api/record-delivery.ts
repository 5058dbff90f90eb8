import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeliverySchema, type DeliveryInput } from '../../../../shared/schemas/deliveries.ts';
import { scorecardsQueryKey } from '../../../api/get-scorecards.ts';
import { taskQueryKey } from '../../../api/get-task.ts';
import { api } from '../../../lib/api-client.ts';

type Args = { taskId: string; supplierId: string; delivery: DeliveryInput };

/** Records how a winning printshop delivered; recorded again, it replaces the record. */
export const recordDelivery = ({ taskId, supplierId, delivery }: Args) =>
  api.post(
    `/tasks/${encodeURIComponent(taskId)}/deliveries/${encodeURIComponent(supplierId)}`,
    DeliverySchema,
    delivery,
  );

export function useRecordDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDelivery,
    // The task's parts read again (its deliveries, its history), and the scorecards beside the printshops' names.
    onSuccess: (_, { taskId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
        queryClient.invalidateQueries({ queryKey: scorecardsQueryKey }),
      ]),
  });
}
