import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskSchema } from '../../../../shared/schemas/tasks.ts';
import { api } from '../../../lib/api-client.ts';
import { tasksQueryKey } from '../../../api/get-task.ts';

/** Copies a task (201): a new pending task of its fields and formats, without dates (docs/product.md#copy). */
export const copyTask = (taskId: string) => api.post(`/tasks/${encodeURIComponent(taskId)}/copy`, TaskSchema);

export function useCopyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
