import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { TaskListSchema } from '../../../../shared/schemas/tasks.ts';
import { tasksQueryKey } from '../../../api/get-task.ts';
import type { LiveKeys } from '../../../api/use-live.ts';
import { api } from '../../../lib/api-client.ts';
import { paramsOf, type TaskFilters } from '../lib/task-filters.ts';

export const TASKS_PAGE = 50;

/** A page of the workspace's tasks found by `filters`; `next` is the offset of the next page or null. */
export const getTasks = (filters: TaskFilters, offset: number, signal?: AbortSignal) => {
  const params = paramsOf(filters);
  params.set('offset', String(offset));
  params.set('limit', String(TASKS_PAGE));
  return api.get(`/tasks?${params.toString()}`, TaskListSchema, { signal });
};

const tasksListKey = [...tasksQueryKey, 'list'];

/** What the workspace's live events touch in the task list: a task's state, offers, award. */
export const tasksLiveKeys: Partial<LiveKeys> = { task: [tasksListKey] };

export function useTasks(filters: TaskFilters) {
  return useInfiniteQuery({
    queryKey: [...tasksListKey, filters],
    queryFn: ({ pageParam, signal }) => getTasks(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next,
    // Changing a filter keeps the rows shown until the new ones arrive, rather than flashing the spinner.
    placeholderData: keepPreviousData,
  });
}
