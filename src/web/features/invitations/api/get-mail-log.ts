import { useQuery } from '@tanstack/react-query';
import { MailLogSchema } from '../../../../shared/schemas/invitations.ts';
import { api } from '../../../lib/api-client.ts';
import { mailLogQueryKey } from '../../../api/get-task.ts';
import { isLive } from '../../../api/use-live.ts';
import { isOnItsWay } from '../lib/mail-log.ts';

export const getMailLog = (taskId: string, signal?: AbortSignal) =>
  api.get(`/mail/${encodeURIComponent(taskId)}`, MailLogSchema, { signal });

/**
 * The task's mails, newest first; read again when the live stream tells of a mail, or without the stream
 * every 2 s while one is on its way (not a reminder planned for later).
 */
export function useMailLog(taskId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: mailLogQueryKey(taskId),
    queryFn: ({ signal }) => getMailLog(taskId, signal),
    select: (log) => log.items,
    enabled,
    refetchInterval: (query) => (!isLive(taskId) && query.state.data?.items.some((m) => isOnItsWay(m)) ? 2_000 : false),
  });
}
