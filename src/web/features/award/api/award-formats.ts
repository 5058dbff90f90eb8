import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoticeSchema } from '../../../../shared/schemas/account.ts';
import type { AwardBody } from '../../../../shared/schemas/award.ts';
import { api } from '../../../lib/api-client.ts';
import { tasksQueryKey } from '../../../api/get-task.ts';

/** Awards each format to a printshop's offer; each winner gets one order mail, the others perhaps a word. */
export const awardFormats = ({ taskId, body }: { taskId: string; body: AwardBody }) =>
  api.post(`/tasks/${encodeURIComponent(taskId)}/award`, NoticeSchema, body);

export function useAwardFormats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: awardFormats,
    // Not awaited: the notice answers the click at once; the page catches up behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
