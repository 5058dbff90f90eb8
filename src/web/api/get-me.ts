import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../shared/schemas/account.ts';
import { api } from '../lib/api-client.ts';
import { setWorkspaceZone } from '../lib/calendar.ts';

export const meQueryKey = ['account', 'me'] as const;

/** The signed-in user and workspace, or null without a session (not an error: it decides where `/` goes). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  // Every page asks first who is signed in: the schema (and zod) load beside the request, not before it.
  const schema = import('../../shared/schemas/account.ts').then((m) => m.SessionSchema);
  const { me } = await api.get('/account/session', schema, { signal });
  if (me) setWorkspaceZone(me.workspace.timeZone);
  return me;
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 30_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
