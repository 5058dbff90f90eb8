import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WorkspaceSchema, type WorkspaceUpdate } from '../../../../shared/schemas/workspace.ts';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../api/get-me.ts';
import { workspaceQueryKey } from './get-workspace.ts';

/** Owners and admins set the buying company; 409 RECORD_CHANGED when someone saved after `version` was read. */
export const saveWorkspace = (body: WorkspaceUpdate) => api.post('/workspace', WorkspaceSchema, body);

export function useSaveWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkspace,
    onSuccess: (saved) => {
      queryClient.setQueryData(workspaceQueryKey, saved);
      // The header names the buying company.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    // A refusal over a newer version: the next save names the version saved meanwhile.
    onError: () => queryClient.invalidateQueries({ queryKey: workspaceQueryKey }),
  });
}
