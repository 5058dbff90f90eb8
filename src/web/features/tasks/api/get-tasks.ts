import { useInfiniteQuery } from '@tanstack/react-query';
import { TaskListSchema } from '../../../../shared/schemas/tasks.ts';
import { tasksQueryKey } from '../../../api/get-task.ts';
import type { LiveKeys } from '../../../api/use-live.ts';
import { api } from '../../../lib/api-client.ts';

export const TASKS_PAGE = 50;

/** A page of the workspace's tasks, newest first; `next` is the offset of the next page or null. */
export const getTasks = (offset: number, signal?: AbortSignal) =>
  api.get(`/tasks?offset=${offset}&limit=${TASKS_PAGE}`, TaskListSchema, { signal });

const tasksListKey = [...tasksQueryKey, 'list'];

/** What the workspace's live events touch in the task list: a task's state (sent, awarded, cancelled). */
export const tasksLiveKeys: Partial<LiveKeys> = { task: [tasksListKey] };

export function useTasks() {
  return useInfiniteQuery({
    queryKey: tasksListKey,
    queryFn: ({ pageParam, signal }) => getTasks(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next,
  });
}
