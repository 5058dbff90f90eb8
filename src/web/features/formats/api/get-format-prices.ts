import { useQuery } from '@tanstack/react-query';
import { PriceHistorySchema } from '../../../../shared/schemas/prices.ts';
import { api } from '../../../lib/api-client.ts';

/** A stored format's price history: every offer and award of tasks copied from it. */
export const getFormatPrices = (formatId: string, signal?: AbortSignal) =>
  api.get(`/formats/${encodeURIComponent(formatId)}/prices`, PriceHistorySchema, { signal });

export function useFormatPrices(formatId: string) {
  return useQuery({
    queryKey: ['formats', formatId, 'prices'],
    queryFn: ({ signal }) => getFormatPrices(formatId, signal),
  });
}
