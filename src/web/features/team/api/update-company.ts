import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanySchema } from '../../../../shared/schemas/companies.ts';
import type { ContactInput } from '../../../../shared/schemas/contact.ts';
import { api } from '../../../lib/api-client.ts';
import { companiesQueryKey } from './get-companies.ts';

/** The spec's path: `POST /companies` with the id in the body. */
export const updateCompany = (body: ContactInput & { id: string }) => api.post('/companies', CompanySchema, body);

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
