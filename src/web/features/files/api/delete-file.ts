import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskFileListSchema } from '../../../../shared/schemas/files.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey } from '../../../api/get-task.ts';
import { filesQueryKey } from './get-files.ts';

/** After sending (`amendment`), the deletion is an amendment and `message` the word to the printshops. */
type Removal = { taskId: string; fileId: string; amendment: boolean; message: string };

/** Deletes a document; answers the task's remaining list. */
export const deleteFile = ({ taskId, fileId, amendment, message }: Removal) =>
  api.delete(
    `/tasks/${encodeURIComponent(taskId)}/files/${encodeURIComponent(fileId)}`,
    TaskFileListSchema,
    amendment ? { message } : undefined,
  );

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: async (list, { taskId, amendment }) => {
      queryClient.setQueryData(filesQueryKey(taskId), list);
      // The amendment's revision and mails.
      if (amendment) await queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) });
    },
  });
}
