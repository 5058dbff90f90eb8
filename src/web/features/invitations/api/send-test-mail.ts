import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SentSchema } from '../../../../shared/schemas/invitations.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey } from '../../../api/get-task.ts';

type TestMail = { taskId: string; to: string };

/** The invitation as a sample printshop would get it, to a member of the workspace; the task becomes 10. */
export const sendTestMail = ({ taskId, to }: TestMail) =>
  api.post(`/testmail/${encodeURIComponent(taskId)}`, SentSchema, { to });

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSuccess: (_, { taskId }) => queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
  });
}
