import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyListSchema } from '../../shared/schemas/companies.ts';
import { api } from '../lib/api-client.ts';

export const getCompanies = (signal?: AbortSignal) => api.get('/companies', CompanyListSchema, { signal });

export const companiesQueryKey = ['companies'] as const;

export const companiesQueryOptions = queryOptions({
  queryKey: companiesQueryKey,
  queryFn: ({ signal }) => getCompanies(signal),
  select: (list) => list.items,
});

export function useCompanies() {
  return useQuery(companiesQueryOptions);
}
