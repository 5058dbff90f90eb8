import { useQuery } from '@tanstack/react-query';
import { TaskDefaultsSchema } from '../../../../shared/schemas/tasks.ts';
import { api } from '../../../lib/api-client.ts';
import { tasksQueryKey } from '../../../api/get-task.ts';

/** The preset delivery address and language of a new task. */
export const getTaskDefaults = (signal?: AbortSignal) => api.get('/tasks/defaults', TaskDefaultsSchema, { signal });

export function useTaskDefaults() {
  return useQuery({
    queryKey: [...tasksQueryKey, 'defaults'],
    queryFn: ({ signal }) => getTaskDefaults(signal),
    // Server configuration: fixed while it runs.
    staleTime: Infinity,
  });
}
