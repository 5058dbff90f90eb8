import { useQuery } from '@tanstack/react-query';
import { SessionSchema } from '../../shared/schemas/account.ts';
import { api } from '../lib/api-client.ts';

/**
 * The team invitation a user signed in without a workspace must answer first ("Join workspace X?"), or null
 * (docs/product.md#accounts-and-workspaces). Asked by the pages such a user meets: Login and the invitation's
 * page; the first load's "me" stays as it was.
 */
export const getPendingInvitation = async (signal?: AbortSignal) =>
  (await api.get('/account/session', SessionSchema, { signal })).invitation ?? null;

export function usePendingInvitation() {
  return useQuery({
    queryKey: ['account', 'pending-invitation'],
    queryFn: ({ signal }) => getPendingInvitation(signal),
  });
}
