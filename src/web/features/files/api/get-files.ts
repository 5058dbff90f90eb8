import { useQuery } from '@tanstack/react-query';
import { TaskFileListSchema } from '../../../../shared/schemas/files.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey } from '../../../api/get-task.ts';
import { pollUnlessLive } from '../../../api/use-live.ts';

export const filesQueryKey = (taskId: string) => [...taskQueryKey(taskId), 'files'] as const;

const filesPath = (taskId: string) => `/tasks/${encodeURIComponent(taskId)}/files`;

/** A document's bytes: a download, or with `inline` shown in the page (the previews). */
export const fileHref = (taskId: string, fileId: string, inline = false) =>
  `/api${filesPath(taskId)}/${encodeURIComponent(fileId)}${inline ? '?inline=1' : ''}`;

export const getFiles = (taskId: string, signal?: AbortSignal) =>
  api.get(filesPath(taskId), TaskFileListSchema, { signal });

/** The task's documents with who downloaded them; read again now and then while printshops download. */
export function useFiles(taskId: string, { watch }: { watch: boolean }) {
  return useQuery({
    queryKey: filesQueryKey(taskId),
    queryFn: ({ signal }) => getFiles(taskId, signal),
    refetchInterval: () => watch && pollUnlessLive(taskId),
  });
}
