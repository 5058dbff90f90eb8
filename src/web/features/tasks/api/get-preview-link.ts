import { queryOptions, useQuery } from '@tanstack/react-query';
import { PreviewLinkSchema } from '../../../../shared/schemas/offers.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * The signed link of the supplier page's preview (a sample printshop, the task's language, read-only). It opens
 * the page for a day, so a task page left open asks for a fresh one after an hour.
 */
export const previewLinkQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: ['tasks', taskId, 'preview'],
    queryFn: ({ signal }) => api.get(`/tasks/${encodeURIComponent(taskId)}/preview`, PreviewLinkSchema, { signal }),
    staleTime: 3_600_000,
  });

export const usePreviewLink = (taskId: string) => useQuery(previewLinkQueryOptions(taskId));
