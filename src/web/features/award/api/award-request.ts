import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NoticeSchema } from '../../../../shared/schemas/account.ts';
import { AwardRequestAnswerSchema } from '../../../../shared/schemas/award.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey, tasksQueryKey } from '../../../api/get-task.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { TaskState } from '../../../../shared/task-state.ts';

const path = (taskId: string, part: string) => `/tasks/${encodeURIComponent(taskId)}/award/${part}`;

/** A member's award waiting for approval (docs/product.md#budget-and-approval); refreshed with the task. */
export const awardRequestQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: [...taskQueryKey(taskId), 'award-request'],
    queryFn: ({ signal }) => api.get(path(taskId, 'request'), AwardRequestAnswerSchema, { signal }),
  });

export function useAwardRequest(taskId: string, enabled: boolean) {
  return useQuery({ ...awardRequestQueryOptions(taskId), enabled });
}

/** Whether a member's award of the sent task waits for approval (the same query as the waiting panel's). */
export function useAwardWaiting(task: Pick<Task, 'id' | 'state'>): boolean {
  return Boolean(useAwardRequest(task.id, task.state === TaskState.sent).data?.request);
}

/**
 * Approves (the orders go out as asked) or rejects (with a message to the member who asked) the waiting award.
 * Refused or not, the request is read again: an approval refused with AWARD_CHANGED then shows what changed.
 */
export function useDecideAward(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { approve: true } | { approve: false; message: string }) =>
      decision.approve
        ? api.post(path(taskId, 'approve'), NoticeSchema)
        : api.post(path(taskId, 'reject'), NoticeSchema, { message: decision.message }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
