import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContentSchema } from '../../../../shared/schemas/common.ts';
import { api } from '../../../lib/api-client.ts';
import { companiesQueryKey } from '../../../api/get-companies.ts';

/** The spec's path: `DELETE /companies/object/{id}`. */
export const deleteCompany = (id: string) => api.delete(`/companies/object/${encodeURIComponent(id)}`, NoContentSchema);

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
