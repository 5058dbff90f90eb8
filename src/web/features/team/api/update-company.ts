import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanySchema } from '../../../../shared/schemas/companies.ts';
import type { ContactUpdate } from '../../../../shared/schemas/contact.ts';
import { api } from '../../../lib/api-client.ts';
import { companiesQueryKey } from '../../../api/get-companies.ts';

/** The spec's path: `POST /companies` with the id in the body; 409 RECORD_CHANGED on an older version. */
export const updateCompany = (body: ContactUpdate & { id: string }) => api.post('/companies', CompanySchema, body);

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
