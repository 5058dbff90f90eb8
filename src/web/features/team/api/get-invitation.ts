import { useQuery } from '@tanstack/react-query';
import { TeamInvitationInfoSchema } from '../../../../shared/schemas/team.ts';
import { api } from '../../../lib/api-client.ts';

/** What the invitation link's page shows; needs no session. 404 for an unknown id. */
export const getInvitation = (id: string, signal?: AbortSignal) =>
  api.get(`/invitations/${encodeURIComponent(id)}`, TeamInvitationInfoSchema, { signal });

export function useInvitation(id: string) {
  return useQuery({ queryKey: ['invitation', id], queryFn: ({ signal }) => getInvitation(id, signal) });
}
