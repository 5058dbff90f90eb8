import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SentSchema } from '../../../../shared/schemas/invitations.ts';
import { api } from '../../../lib/api-client.ts';
import { tasksQueryKey } from '../../../api/get-task.ts';

/** Invites printshops: `suppliers` empty = all without an invitation. The task becomes 50. */
export const sendMail = ({ taskId, suppliers }: { taskId: string; suppliers: string[] }) =>
  api.post(`/tasks/${encodeURIComponent(taskId)}/suppliers/mail`, SentSchema, { suppliers });

export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    // The task's state, the list's state text, the supplier rows and the mail log all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
