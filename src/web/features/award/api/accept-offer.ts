import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoticeSchema } from '../../../../shared/schemas/account.ts';
import { api } from '../../../lib/api-client.ts';
import { tasksQueryKey } from '../../../api/get-task.ts';

/** Accepts a printshop's offer (with the buyer's reason when it is neither lowest nor best): the task becomes 99 and the winner gets the order mail; 409 when not allowed. */
export const acceptOffer = ({ taskId, supplierId, reason }: { taskId: string; supplierId: string; reason?: string }) =>
  api.post(
    `/tasks/${encodeURIComponent(taskId)}/suppliers/${encodeURIComponent(supplierId)}/accept`,
    NoticeSchema,
    reason ? { reason } : undefined,
  );

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    // Not awaited: the notice answers the click at once; the page catches up behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
