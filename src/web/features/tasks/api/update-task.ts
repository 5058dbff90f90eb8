import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskSchema, type TaskUpdate } from '../../../../shared/schemas/tasks.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey, tasksQueryKey } from '../../../api/get-task.ts';

/**
 * Replaces the task's fields and formats (formats without id are new copies) read at `version`; 409 once the
 * task was sent (amend instead), or TASK_CHANGED when a colleague changed it since.
 */
export const updateTask = ({ taskId, body }: { taskId: string; body: TaskUpdate }) =>
  api.post(`/tasks/${encodeURIComponent(taskId)}`, TaskSchema, body);

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: (task) => {
      queryClient.setQueryData(taskQueryKey(task.id), task);
      return queryClient.invalidateQueries({ queryKey: tasksQueryKey });
    },
  });
}
