import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContentSchema } from '../../../../shared/schemas/common.ts';
import { suppliersQueryKey } from '../../../api/get-suppliers.ts';
import { api } from '../../../lib/api-client.ts';

/** Removes the printshop from the list; tasks it was invited to keep its offers. */
export const deleteSupplier = (id: string) => api.delete(`/suppliers/${encodeURIComponent(id)}`, NoContentSchema);

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
}
