import { useQuery } from '@tanstack/react-query';
import { MailLogSchema } from '../../../../shared/schemas/invitations.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey } from '../../../api/get-task.ts';

export const getMailLog = (taskId: string, signal?: AbortSignal) =>
  api.get(`/mail/${encodeURIComponent(taskId)}`, MailLogSchema, { signal });

/** The task's mails, newest first; read again every 2 s while one is on its way. */
export function useMailLog(taskId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...taskQueryKey(taskId), 'mails'],
    queryFn: ({ signal }) => getMailLog(taskId, signal),
    select: (log) => log.items,
    enabled,
    refetchInterval: (query) => (query.state.data?.items.some((m) => m.state === 'queued') ? 2_000 : false),
  });
}
