import { queryOptions, useQuery } from '@tanstack/react-query';
import { SupplierListSchema } from '../../shared/schemas/suppliers.ts';
import { api } from '../lib/api-client.ts';

/** The workspace's printshops; the Printshops screen and the tasks' supplier tables read them. */
export const getSuppliers = (signal?: AbortSignal) => api.get('/suppliers', SupplierListSchema, { signal });

export const suppliersQueryKey = ['suppliers'] as const;

export const suppliersQueryOptions = queryOptions({
  queryKey: suppliersQueryKey,
  queryFn: ({ signal }) => getSuppliers(signal),
  select: (list) => list.items,
});

export function useSuppliers() {
  return useQuery(suppliersQueryOptions);
}
