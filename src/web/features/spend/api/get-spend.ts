import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SpendSchema, type SpendView } from '../../../../shared/schemas/spend.ts';
import { api } from '../../../lib/api-client.ts';

/** The period asked for: YYYY-MM-DD days, both included; absent: the server's default (the last 12 months). */
export type SpendPeriod = { from?: string; to?: string };

/** The query string of a period and view: `from=…&to=…&by=…`, the absent parts left out. */
export function spendQuery(period: SpendPeriod, by: SpendView, more: Record<string, string> = {}) {
  const entries = Object.entries({ ...period, by, ...more }).filter((e): e is [string, string] => Boolean(e[1]));
  return new URLSearchParams(entries).toString();
}

export const getSpend = (period: SpendPeriod, by: SpendView, signal?: AbortSignal) =>
  api.get(`/spend?${spendQuery(period, by)}`, SpendSchema, { signal });

/** One view of the spend report; the previous answer stays on screen while another period or view loads. */
export function useSpend(period: SpendPeriod, by: SpendView) {
  return useQuery({
    queryKey: ['spend', period.from ?? '', period.to ?? '', by],
    queryFn: ({ signal }) => getSpend(period, by, signal),
    placeholderData: keepPreviousData,
  });
}
