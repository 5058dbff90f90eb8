import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanySchema } from '../../../../shared/schemas/companies.ts';
import type { ContactInput } from '../../../../shared/schemas/contact.ts';
import { api } from '../../../lib/api-client.ts';
import { companiesQueryKey } from '../../../api/get-companies.ts';

/** The dialog offers a company English and German only; the server refuses any other language. */
export const createCompany = (body: ContactInput) => api.put('/companies', CompanySchema, body);

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
