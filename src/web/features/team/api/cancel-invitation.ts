import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContentSchema } from '../../../../shared/schemas/common.ts';
import { api } from '../../../lib/api-client.ts';
import { teamQueryKey } from './get-team.ts';

export const cancelInvitation = (id: string) =>
  api.delete(`/employees/invitations/${encodeURIComponent(id)}`, NoContentSchema);

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
