import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanySchema, type CompanyUpdate } from '../../../../shared/schemas/companies.ts';
import { api } from '../../../lib/api-client.ts';
import { companiesQueryKey } from './get-companies.ts';

/** The spec's path: `POST /companies` with the id in the body. */
export const updateCompany = (body: CompanyUpdate) => api.post('/companies', CompanySchema, body);

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
