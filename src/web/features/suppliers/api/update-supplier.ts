import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SupplierSchema, type SupplierInput } from '../../../../shared/schemas/suppliers.ts';
import { suppliersQueryKey } from '../../../api/get-suppliers.ts';
import { api } from '../../../lib/api-client.ts';

export const updateSupplier = ({ id, ...body }: SupplierInput & { id: string }) =>
  api.post(`/suppliers/${encodeURIComponent(id)}`, SupplierSchema, body);

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
}
