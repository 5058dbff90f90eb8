import { useInfiniteQuery } from '@tanstack/react-query';
import { TaskListSchema } from '../../../../shared/schemas/tasks.ts';
import { tasksQueryKey } from '../../../api/get-task.ts';
import { api } from '../../../lib/api-client.ts';

export const TASKS_PAGE = 50;

/** A page of the workspace's tasks, newest first; `next` is the offset of the next page or null. */
export const getTasks = (offset: number, signal?: AbortSignal) =>
  api.get(`/tasks?offset=${offset}&limit=${TASKS_PAGE}`, TaskListSchema, { signal });

export function useTasks() {
  return useInfiniteQuery({
    queryKey: [...tasksQueryKey, 'list'],
    queryFn: ({ pageParam, signal }) => getTasks(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next,
  });
}
