import { queryOptions, useQuery } from '@tanstack/react-query';
import { MeSchema, type Me } from '../../shared/schemas/account.ts';
import { ApiError, api } from '../lib/api-client.ts';

export const meQueryKey = ['account', 'me'] as const;

/** The signed-in user and workspace, or null without a session (not an error: it decides where `/` goes). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await api.get('/account/me', MeSchema, { signal });
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
