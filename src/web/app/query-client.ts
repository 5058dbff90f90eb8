import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

const sessionLost = (error: unknown) => error instanceof ApiError && error.code === 'UNAUTHORIZED';

/** `onSessionLost` runs when any call finds the session gone (expired, or logged out in another tab). */
export function createQueryClient(onSessionLost: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => sessionLost(error) && onSessionLost() }),
    mutationCache: new MutationCache({ onError: (error) => sessionLost(error) && onSessionLost() }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status > 0 && error.status < 500),
      },
    },
  });
}
