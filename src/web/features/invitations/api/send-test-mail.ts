import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SentSchema } from '../../../../shared/schemas/invitations.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey } from '../../../api/get-task.ts';

/** The invitation as a sample printshop would get it, to the signed-in user; the task becomes 10. */
export const sendTestMail = (taskId: string) =>
  api.post(`/tasks/${encodeURIComponent(taskId)}/suppliers/test`, SentSchema);

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSuccess: (_, taskId) => queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
  });
}
