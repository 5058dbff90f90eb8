import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SentSchema } from '../../../../shared/schemas/invitations.ts';
import { api } from '../../../lib/api-client.ts';
import { mailLogQueryKey } from '../../../api/get-task.ts';

/**
 * A reminder by hand, now, to the printshops named, or to every invited one still waited for (no offer and no
 * no-bid, or prices to confirm); answers how many.
 */
export const sendReminder = ({ taskId, suppliers }: { taskId: string; suppliers?: string[] }) =>
  api.post(`/tasks/${encodeURIComponent(taskId)}/reminders/send`, SentSchema, suppliers ? { suppliers } : {});

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSuccess: (_, { taskId }) => queryClient.invalidateQueries({ queryKey: mailLogQueryKey(taskId) }),
  });
}
