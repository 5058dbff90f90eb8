import { useQuery } from '@tanstack/react-query';
import { TaskSupplierListSchema } from '../../../../shared/schemas/invitations.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey } from '../../../api/get-task.ts';

export const getTaskSuppliers = (taskId: string, signal?: AbortSignal) =>
  api.get(`/tasks/${encodeURIComponent(taskId)}/suppliers`, TaskSupplierListSchema, { signal });

/**
 * Every printshop of the workspace with its invitation. Mails leave through the server's outbox a moment
 * after the request, so the list is read again every 2 s while one is still on its way.
 */
export function useTaskSuppliers(taskId: string, { watch }: { watch: boolean }) {
  return useQuery({
    queryKey: [...taskQueryKey(taskId), 'suppliers'],
    queryFn: ({ signal }) => getTaskSuppliers(taskId, signal),
    select: (list) => list.items,
    refetchInterval: (query) =>
      query.state.data?.items.some((s) => s.mailState === 'queued') ? 2_000 : watch ? 30_000 : false,
  });
}
