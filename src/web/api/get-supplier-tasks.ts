import { useQuery } from '@tanstack/react-query';
import { SupplierTaskListSchema } from '../../shared/schemas/invitations.ts';
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
export function useSupplierTasks(taskId: string, { watch }: { watch: boolean }) {
  return useQuery({
    queryKey: supplierTasksQueryKey(taskId),
    queryFn: ({ signal }) => getSupplierTasks(taskId, signal),
    select: (list) => list.items,
    refetchInterval: (query) =>
      !isLive(taskId) && query.state.data?.items.some((s) => s.mailState === 'queued')
        ? 2_000
        : watch && pollUnlessLive(taskId),
  });
}
