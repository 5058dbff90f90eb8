import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContentSchema } from '../../../../shared/schemas/common.ts';
import type { InviteBody } from '../../../../shared/schemas/team.ts';
import { api } from '../../../lib/api-client.ts';
import { teamQueryKey } from './get-team.ts';

/** Stores the invitation and mails its link; 400 ALREADY_MEMBER / ALREADY_INVITED on field `email`. */
export const inviteEmployee = (body: InviteBody) => api.put('/employees', NoContentSchema, body);

export function useInviteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
