import { useQuery } from '@tanstack/react-query';
import { TeamSchema } from '../../../../shared/schemas/team.ts';
import { api } from '../../../lib/api-client.ts';

/** The workspace's members, whom a test mail may go to (docs/product.md#mail-quotas); the team page's read. */
export function useMembers(enabled: boolean) {
  return useQuery({
    queryKey: ['team'],
    queryFn: ({ signal }) => api.get('/employees', TeamSchema, { signal }),
    select: (team) => team.members,
    enabled,
  });
}
