import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContentSchema } from '../../../../shared/schemas/common.ts';
import { api } from '../../../lib/api-client.ts';
import { tasksQueryKey } from '../../../api/get-task.ts';

/** Deletes a task with its formats, offers and mail log. */
export const deleteTask = (taskId: string) => api.delete(`/tasks/${encodeURIComponent(taskId)}`, NoContentSchema);

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
