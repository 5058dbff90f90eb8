import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskSchema, type TaskInput } from '../../../../shared/schemas/tasks.ts';
import { api } from '../../../lib/api-client.ts';
import { tasksQueryKey } from '../../../api/get-task.ts';

/** Creates a task (201); a deadline before today is refused on field `deadlineDate`. */
export const createTask = (body: TaskInput) => api.put('/tasks', TaskSchema, body);

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
