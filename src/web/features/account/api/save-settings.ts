import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoticeSchema, type Settings } from '../../../../shared/schemas/account.ts';
import { meQueryKey } from '../../../api/get-me.ts';
import { api } from '../../../lib/api-client.ts';

/** Saves the user's language and mail signature. */
export const saveSettings = (body: Settings) => api.post('/account/settings', NoticeSchema, body);

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
