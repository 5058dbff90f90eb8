import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScorecardListSchema, type ScorecardSummary } from '../../shared/schemas/deliveries.ts';
import { api } from '../lib/api-client.ts';

/** Every printshop's scorecard in short (docs/product.md#deliveries-and-scorecards), by printshop. */
export const getScorecards = (signal?: AbortSignal) =>
  api.get('/suppliers/scorecards', ScorecardListSchema, { signal });

/** Recording a delivery makes these read again. */
export const scorecardsQueryKey = ['scorecards'] as const;

const byId = (list: { items: ScorecardSummary[] }) => new Map(list.items.map((s) => [s.supplierId, s]));

export const scorecardsQueryOptions = queryOptions({
  queryKey: scorecardsQueryKey,
  queryFn: ({ signal }) => getScorecards(signal),
  select: byId,
});

export function useScorecards() {
  return useQuery(scorecardsQueryOptions);
}
