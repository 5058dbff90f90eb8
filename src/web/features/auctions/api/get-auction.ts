import { useQuery } from '@tanstack/react-query';
import { taskQueryKey } from '../../../api/get-task.ts';
import { pollUnlessLive } from '../../../api/use-live.ts';
import { api } from '../../../lib/api-client.ts';
import { AuctionReadSchema } from '../../../../shared/schemas/auctions.ts';

export const getAuction = (taskId: string, signal?: AbortSignal) =>
  api.get(`/tasks/${encodeURIComponent(taskId)}/auction`, AuctionReadSchema, { signal });

export const auctionQueryKey = (taskId: string) => [...taskQueryKey(taskId), 'auction'] as const;

/** The task's auction, read again on each bid and on its end (the task's live stream, kind `bid`). */
export function useAuction(taskId: string, { watch }: { watch: boolean }) {
  return useQuery({
    queryKey: auctionQueryKey(taskId),
    queryFn: ({ signal }) => getAuction(taskId, signal),
    refetchInterval: () => watch && pollUnlessLive(taskId),
  });
}
