import { queryOptions, useQuery } from '@tanstack/react-query';
import { PreviewLinkSchema } from '../../../../shared/schemas/offers.ts';
import { api } from '../../../lib/api-client.ts';

/** The signed link of the supplier page's preview (a sample printshop, the task's language, read-only). */
export const previewLinkQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: ['tasks', taskId, 'preview'],
    queryFn: ({ signal }) => api.get(`/tasks/${encodeURIComponent(taskId)}/preview`, PreviewLinkSchema, { signal }),
    staleTime: Infinity,
  });

export const usePreviewLink = (taskId: string) => useQuery(previewLinkQueryOptions(taskId));
