import { queryOptions, useQuery } from '@tanstack/react-query';
import { FormatListSchema } from '../../shared/schemas/formats.ts';
import { api } from '../lib/api-client.ts';

/** The workspace's format templates; the Formats screen and the tasks' add-format menu read them. */
export const getFormats = (signal?: AbortSignal) => api.get('/formats', FormatListSchema, { signal });

export const formatsQueryKey = ['formats'] as const;

export const formatsQueryOptions = queryOptions({
  queryKey: formatsQueryKey,
  queryFn: ({ signal }) => getFormats(signal),
  select: (list) => list.items,
});

export function useFormats() {
  return useQuery(formatsQueryOptions);
}
