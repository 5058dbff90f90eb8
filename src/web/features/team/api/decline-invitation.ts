import { useMutation } from '@tanstack/react-query';
import { NoContentSchema } from '../../../../shared/schemas/common.ts';
import { api } from '../../../lib/api-client.ts';

/** Declines a team invitation; whoever has no workspace yet gets one of their own. 403 NOT_RECIPIENT for another e-mail. */
export const declineInvitation = (id: string) =>
  api.post(`/invitations/${encodeURIComponent(id)}/decline`, NoContentSchema);

export function useDeclineInvitation() {
  return useMutation({ mutationFn: declineInvitation });
}
