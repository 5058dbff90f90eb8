import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../shared/schemas/account.ts';
import { NoContentSchema } from '../../../../shared/schemas/common.ts';
import { api } from '../../../lib/api-client.ts';
import { teamQueryKey } from './get-team.ts';

/** 409 LAST_OWNER when it would leave the workspace without an owner. */
export const changeRole = ({ memberId, role }: { memberId: string; role: Role }) =>
  api.post(`/employees/${encodeURIComponent(memberId)}`, NoContentSchema, { role });

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
