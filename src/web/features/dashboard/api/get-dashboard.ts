import { useInfiniteQuery } from '@tanstack/react-query';
import { DashboardSchema } from '../../../../shared/schemas/dashboard.ts';
import { pollUnlessWorkspaceLive, type LiveKeys } from '../../../api/use-live.ts';
import { api } from '../../../lib/api-client.ts';
import { actionsQueryKey } from './get-actions.ts';
import { firstStepsQueryKey } from './get-first-steps.ts';

export const dashboardQueryKey = ['dashboard'] as const;

/**
 * What the workspace's live events touch on the dashboard: the cards show state, offers and questions; what needs
 * action also failed invitations; the first steps the test mail and sending (task events).
 */
export const dashboardLiveKeys: Partial<LiveKeys> = {
  task: [dashboardQueryKey, actionsQueryKey, firstStepsQueryKey],
  mail: [actionsQueryKey],
  offer: [dashboardQueryKey, actionsQueryKey],
  question: [dashboardQueryKey, actionsQueryKey],
  decline: [actionsQueryKey],
};

// Divisible by the grid's 1, 2 and 3 columns.
export const DASHBOARD_PAGE = 24;

/** A page of open tasks (state below 90), nearest deadline first, each with its offers, lowest sum first. */
export const getDashboard = (offset: number, signal?: AbortSignal) =>
  api.get(`/dashboard?offset=${offset}&limit=${DASHBOARD_PAGE}`, DashboardSchema, { signal });

export function useDashboard() {
  return useInfiniteQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ pageParam, signal }) => getDashboard(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next,
    // Offers arrive while the buyer watches: live, else read again every minute.
    refetchInterval: () => pollUnlessWorkspaceLive(60_000),
  });
}
