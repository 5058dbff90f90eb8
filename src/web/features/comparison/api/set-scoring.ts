import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScoringWeights } from '../../../../shared/scoring.ts';
import { TaskSchema } from '../../../../shared/schemas/tasks.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey } from '../../../api/get-task.ts';

/** `PUT /api/tasks/{id}/scoring`: the weights the comparison scores by; 400 unless they add up to 100. */
export const setScoring = ({ taskId, weights }: { taskId: string; weights: ScoringWeights }) =>
  api.put(`/tasks/${encodeURIComponent(taskId)}/scoring`, TaskSchema, weights);

export function useSetScoring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setScoring,
    // The task and its comparison (under the task's key) both change.
    onSuccess: (_task, { taskId }) => queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
  });
}
