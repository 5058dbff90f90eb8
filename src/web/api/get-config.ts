import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

// Asked at start by every page (app/loaders.ts): the schema (and zod) load beside the request.
export const getConfig = (signal?: AbortSignal) =>
  api.get(
    '/config',
    import('../../shared/schemas/system.ts').then((m) => m.PublicConfigSchema),
    { signal },
  );

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getConfig(signal),
  // Fixed for the life of the server process.
  staleTime: Infinity,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
