import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfigSchema } from '../../shared/schemas/system.ts';
import { api } from '../lib/api-client.ts';

export const getConfig = (signal?: AbortSignal) => api.get('/config', PublicConfigSchema, { signal });

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getConfig(signal),
  // Fixed for the life of the server process.
  staleTime: Infinity,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
