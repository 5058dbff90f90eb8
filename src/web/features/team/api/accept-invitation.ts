import { useMutation } from '@tanstack/react-query';
import { NoContentSchema } from '../../../../shared/schemas/common.ts';
import { api } from '../../../lib/api-client.ts';

/** Joins the inviting workspace and makes it the session's; 403 NOT_RECIPIENT for another e-mail. */
export const acceptInvitation = (id: string) =>
  api.post(`/invitations/${encodeURIComponent(id)}/accept`, NoContentSchema);

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
