import { queryOptions, useQuery } from '@tanstack/react-query';
import { TeamSchema } from '../../../../shared/schemas/team.ts';
import { api } from '../../../lib/api-client.ts';

/** Members, pending invitations and whether the signed-in user may manage them. */
export const getTeam = (signal?: AbortSignal) => api.get('/employees', TeamSchema, { signal });

export const teamQueryKey = ['team'] as const;

export function useTeam() {
  return useQuery(queryOptions({ queryKey: teamQueryKey, queryFn: ({ signal }) => getTeam(signal) }));
}
