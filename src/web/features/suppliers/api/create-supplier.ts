import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SupplierSchema, type SupplierInput } from '../../../../shared/schemas/suppliers.ts';
import { suppliersQueryKey } from '../../../api/get-suppliers.ts';
import { api } from '../../../lib/api-client.ts';

/** Creates a printshop; 400 EMAIL_TAKEN on field `email` when the workspace has one with that e-mail. */
export const createSupplier = (body: SupplierInput) => api.put('/suppliers', SupplierSchema, body);

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
}
