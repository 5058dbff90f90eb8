import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanySchema, type CompanyInput } from '../../../../shared/schemas/companies.ts';
import { api } from '../../../lib/api-client.ts';
import { companiesQueryKey } from './get-companies.ts';

export const createCompany = (body: CompanyInput) => api.put('/companies', CompanySchema, body);

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
