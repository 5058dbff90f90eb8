import { queryOptions, useQuery } from '@tanstack/react-query';
import { TaskSchema } from '../../shared/schemas/tasks.ts';
import { api } from '../lib/api-client.ts';
/**
 * Every task query starts with this key, so one invalidation refreshes them all: the tasks feature's, and the
 * invitations' and the comparison's of a task, whose changes (sending, accepting) change the task's state too.
 */
export const tasksQueryKey = ['tasks'] as const;

/** A task's own queries: the task, its printshops, offers and mail log. */
export const taskQueryKey = (taskId: string) => [...tasksQueryKey, 'detail', taskId] as const;

/** A task's mail log (the invitations feature reads it): the reminders' changes plan or queue mails in it. */
export const mailLogQueryKey = (taskId: string) => [...taskQueryKey(taskId), 'mails'] as const;

export const getTask = (taskId: string, signal?: AbortSignal) =>
  api.get(`/tasks/${encodeURIComponent(taskId)}`, TaskSchema, { signal });

export const taskQueryOptions = (taskId: string) =>
  queryOptions({ queryKey: taskQueryKey(taskId), queryFn: ({ signal }) => getTask(taskId, signal) });

export function useTask(taskId: string) {
  return useQuery(taskQueryOptions(taskId));
}
