import { queryOptions, useQuery } from '@tanstack/react-query';
import { TaskSchema } from '../../../../shared/schemas/tasks.ts';
import { api } from '../../../lib/api-client.ts';
import { tasksQueryKey } from './get-tasks.ts';

export const taskQueryKey = (taskId: string) => [...tasksQueryKey, 'detail', taskId] as const;

export const getTask = (taskId: string, signal?: AbortSignal) =>
  api.get(`/tasks/${encodeURIComponent(taskId)}`, TaskSchema, { signal });

export const taskQueryOptions = (taskId: string) =>
  queryOptions({ queryKey: taskQueryKey(taskId), queryFn: ({ signal }) => getTask(taskId, signal) });

export function useTask(taskId: string) {
  return useQuery(taskQueryOptions(taskId));
}
