import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskSchema, type TaskInput } from '../../../../shared/schemas/tasks.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey, tasksQueryKey } from '../../../api/get-task.ts';

/** Replaces the task's fields and formats (formats without id are new copies); 409 once the task was sent. */
export const updateTask = ({ taskId, body }: { taskId: string; body: TaskInput }) =>
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
