import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { meQueryKey } from '../api/get-me.ts';
import { ApiError } from '../lib/api-client.ts';

const unauthorized = (error: unknown) => error instanceof ApiError && error.code === 'UNAUTHORIZED';
const isMe = ({ queryKey }: { queryKey: QueryKey }) =>
  queryKey.length === meQueryKey.length && queryKey.every((k, i) => k === meQueryKey[i]);

/**
 * `onSessionLost` runs when a call finds the session gone (expired, or logged out in another tab):
 * any call answering 401, or a fresh "me" that is nobody.
 */
export function createQueryClient(onSessionLost: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => unauthorized(error) && onSessionLost(),
      onSuccess: (data, query) => data === null && isMe(query) && onSessionLost(),
    }),
    mutationCache: new MutationCache({ onError: (error) => unauthorized(error) && onSessionLost() }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status > 0 && error.status < 500),
      },
    },
  });
}
