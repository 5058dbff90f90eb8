import { useQuery } from '@tanstack/react-query';
import { DashboardActionsSchema } from '../../../../shared/schemas/dashboard.ts';
import { pollUnlessWorkspaceLive } from '../../../api/use-live.ts';
import { api } from '../../../lib/api-client.ts';

export const actionsQueryKey = ['dashboard-actions'] as const;

/** What needs the buyer across the workspace's tasks, most pressing reason first. */
export function useDashboardActions() {
  return useQuery({
    queryKey: actionsQueryKey,
    queryFn: ({ signal }) => api.get('/dashboard/actions', DashboardActionsSchema, { signal }),
    // A deadline passes while the page stays open: read again every minute unless the stream tells of changes.
    refetchInterval: () => pollUnlessWorkspaceLive(60_000),
  });
}
