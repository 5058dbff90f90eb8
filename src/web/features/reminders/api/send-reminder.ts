import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SentSchema } from '../../../../shared/schemas/invitations.ts';
import { api } from '../../../lib/api-client.ts';
import { mailLogQueryKey } from '../../../api/get-task.ts';

/** A reminder by hand, now, to every invited printshop that neither offered nor declined; answers how many. */
export const sendReminder = (taskId: string) =>
  api.post(`/tasks/${encodeURIComponent(taskId)}/reminders/send`, SentSchema, {});

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSuccess: (_, taskId) => queryClient.invalidateQueries({ queryKey: mailLogQueryKey(taskId) }),
  });
}
