import { queryOptions, useQuery } from '@tanstack/react-query';
import { WorkspaceSchema } from '../../../../shared/schemas/workspace.ts';
import { api } from '../../../lib/api-client.ts';

export const getWorkspace = (signal?: AbortSignal) => api.get('/workspace', WorkspaceSchema, { signal });

export const workspaceQueryKey = ['workspace'] as const;

export const workspaceQueryOptions = queryOptions({
  queryKey: workspaceQueryKey,
  queryFn: ({ signal }) => getWorkspace(signal),
  staleTime: 60_000,
});

/** The workspace and the company it buys for (null until an owner or admin set it). */
export function useWorkspace() {
  return useQuery(workspaceQueryOptions);
}
