import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskQueryKey } from '../../../api/get-task.ts';
import { api } from '../../../lib/api-client.ts';
import { AuctionReadSchema, type AuctionBody } from '../../../../shared/schemas/auctions.ts';
import { auctionQueryKey } from './get-auction.ts';

/** Sets a reverse auction on a sent task: the printshops with a complete offer bid in it, each mailed. */
export const setAuction = ({ taskId, body }: { taskId: string; body: AuctionBody }) =>
  api.post(`/tasks/${encodeURIComponent(taskId)}/auction`, AuctionReadSchema, body);

export function useSetAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAuction,
    onSuccess: (auction, { taskId }) => {
      queryClient.setQueryData(auctionQueryKey(taskId), auction);
      // The task carries the auction's state (its page shows the panel), its history the new entry.
      return queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) });
    },
  });
}
