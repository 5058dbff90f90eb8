import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactUpdate } from '../../../../shared/schemas/contact.ts';
import { SupplierSchema } from '../../../../shared/schemas/suppliers.ts';
import { suppliersQueryKey } from '../../../api/get-suppliers.ts';
import { api } from '../../../lib/api-client.ts';

/** 409 RECORD_CHANGED when `version` is older than the saved one: a colleague changed the printshop. */
export const updateSupplier = ({ id, ...body }: ContactUpdate & { id: string }) =>
  api.post(`/suppliers/${encodeURIComponent(id)}`, SupplierSchema, body);

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
}
