import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContentSchema } from '../../../../shared/schemas/common.ts';
import { api } from '../../../lib/api-client.ts';
import { teamQueryKey } from './get-team.ts';

export const cancelTeamInvitation = (id: string) =>
  api.delete(`/employees/invitations/${encodeURIComponent(id)}`, NoContentSchema);

export function useCancelTeamInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTeamInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
