import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../shared/schemas/account.ts';
import { ApiError, api } from '../lib/api-client.ts';

export const meQueryKey = ['account', 'me'] as const;

/** The signed-in user and workspace, or null without a session (not an error: it decides where `/` goes). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    // Every page asks first who is signed in: the schema (and zod) load beside the request, not before it.
    const schema = import('../../shared/schemas/account.ts').then((m) => m.MeSchema);
    return await api.get('/account/me', schema, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 30_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
