import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormatSchema, type FormatUpdate } from '../../../../shared/schemas/formats.ts';
import { formatsQueryKey } from '../../../api/get-formats.ts';
import { api } from '../../../lib/api-client.ts';

/** Changes the template only: tasks keep the copies they made of it. 409 RECORD_CHANGED on an older version. */
export const updateFormat = ({ id, ...body }: FormatUpdate & { id: string }) =>
  api.post(`/formats/${encodeURIComponent(id)}`, FormatSchema, body);

export function useUpdateFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formatsQueryKey }),
  });
}
