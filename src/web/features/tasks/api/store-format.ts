import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskSchema } from '../../../../shared/schemas/tasks.ts';
import { formatsQueryKey } from '../../../api/get-formats.ts';
import { taskQueryKey } from '../../../api/get-task.ts';
import { api } from '../../../lib/api-client.ts';

/** Saves a task's free format as a stored format; the task's format keeps the link (its price history). */
export const storeFormat = ({ taskId, formatId }: { taskId: string; formatId: string }) =>
  api.post(`/tasks/${encodeURIComponent(taskId)}/formats/${encodeURIComponent(formatId)}/store`, TaskSchema, {});

export function useStoreFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeFormat,
    onSuccess: (task) => {
      queryClient.setQueryData(taskQueryKey(task.id), task);
      return queryClient.invalidateQueries({ queryKey: formatsQueryKey });
    },
  });
}
