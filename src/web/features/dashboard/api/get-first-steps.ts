import { useQuery } from '@tanstack/react-query';
import { FirstStepsSchema } from '../../../../shared/schemas/dashboard.ts';
import { api } from '../../../lib/api-client.ts';

export const firstStepsQueryKey = ['dashboard-first-steps'] as const;

/** A new workspace's checklist, ticked by the server from the workspace's data. */
export function useFirstSteps() {
  return useQuery({
    queryKey: firstStepsQueryKey,
    queryFn: ({ signal }) => api.get('/dashboard/first-steps', FirstStepsSchema, { signal }),
    // Formats, printshops and the company are added on other pages: coming back here reads it again.
    staleTime: 0,
  });
}
