import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormatSchema, type FormatInput } from '../../../../shared/schemas/formats.ts';
import { formatsQueryKey } from '../../../api/get-formats.ts';
import { api } from '../../../lib/api-client.ts';

export const createFormat = (body: FormatInput) => api.put('/formats', FormatSchema, body);

export function useCreateFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFormat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formatsQueryKey }),
  });
}
