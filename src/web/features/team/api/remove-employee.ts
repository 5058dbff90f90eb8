import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContentSchema } from '../../../../shared/schemas/common.ts';
import { api } from '../../../lib/api-client.ts';
import { teamQueryKey } from './get-team.ts';

/** 409 LAST_OWNER for the workspace's last owner. */
export const removeEmployee = (memberId: string) =>
  api.delete(`/employees/${encodeURIComponent(memberId)}`, NoContentSchema);

export function useRemoveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
