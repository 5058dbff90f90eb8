import { useQuery } from '@tanstack/react-query';
import { DashboardSchema } from '../../../../shared/schemas/offers.ts';
import { api } from '../../../lib/api-client.ts';

export const dashboardQueryKey = ['dashboard'] as const;

/** One item per open task (state below 99) with its offers, lowest sum first. */
export const getDashboard = (signal?: AbortSignal) => api.get('/dashboard', DashboardSchema, { signal });

export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => getDashboard(signal),
    // Offers arrive while the buyer watches.
    refetchInterval: 60_000,
  });
}
