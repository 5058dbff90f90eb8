import { useQuery } from '@tanstack/react-query';
import { SupplierTaskListSchema, type SupplierTaskList } from '../../shared/schemas/invitations.ts';
import { api } from '../lib/api-client.ts';
import { taskQueryKey } from './get-task.ts';
import { isLive, pollUnlessLive } from './use-live.ts';

export const getSupplierTasks = (taskId: string, signal?: AbortSignal) =>
  api.get(`/tasks/${encodeURIComponent(taskId)}/suppliers`, SupplierTaskListSchema, { signal });

export const supplierTasksQueryKey = (taskId: string) => [...taskQueryKey(taskId), 'suppliers'] as const;

/**
 * Every printshop of the workspace with its invitation, read again when the task's live stream says so.
 * Without the stream (it is connecting, or a proxy refuses it) the list is read again every 2 s while a mail
 * is still on its way, and slowly while the task is sent.
 */
const supplierTasksQuery = (taskId: string, watch: boolean) => ({
  queryKey: supplierTasksQueryKey(taskId),
  queryFn: ({ signal }: { signal: AbortSignal }) => getSupplierTasks(taskId, signal),
  refetchInterval: (query: { state: { data?: SupplierTaskList } }) =>
    !isLive(taskId) && query.state.data?.items.some((s) => s.mailState === 'queued')
      ? 2_000
      : watch && pollUnlessLive(taskId),
});

/** The task's printshop rows (see supplierTasksQuery). */
export function useSupplierTasks(taskId: string, { watch }: { watch: boolean }) {
  return useQuery({ ...supplierTasksQuery(taskId, watch), select: (list) => list.items });
}

/** The rows and the workspace's previous tender with whom it invited, in the one read (see supplierTasksQuery). */
export function useSupplierTaskList(taskId: string, { watch }: { watch: boolean }) {
  return useQuery(supplierTasksQuery(taskId, watch));
}
