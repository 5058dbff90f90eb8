import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContentSchema } from '../../../../shared/schemas/common.ts';
import { formatsQueryKey } from '../../../api/get-formats.ts';
import { api } from '../../../lib/api-client.ts';

export const deleteFormat = (id: string) => api.delete(`/formats/${encodeURIComponent(id)}`, NoContentSchema);

export function useDeleteFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFormat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formatsQueryKey }),
  });
}
