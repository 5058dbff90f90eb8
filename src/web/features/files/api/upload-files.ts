import { TaskFileListSchema, type TaskFileList } from '../../../../shared/schemas/files.ts';
import { upload } from '../../../lib/upload.ts';

type Upload = {
  taskId: string;
  files: File[];
  /** A task format the files belong to; none: the whole task. */
  formatId: string | null;
  /** After sending: the amendment's word to the printshops. */
  message: string;
  /** The share of the request's body sent so far, 0–1. */
  onProgress: (fraction: number) => void;
};

/**
 * `PUT /api/tasks/{id}/files` as multipart: the text fields first, then the files, with the upload's progress
 * (lib/upload.ts).
 */
export function uploadFiles({ taskId, files, formatId, message, onProgress }: Upload): Promise<TaskFileList> {
  const body = new FormData();
  if (formatId) body.append('formatId', formatId);
  if (message) body.append('message', message);
  for (const file of files) body.append('file', file, file.name);
  return upload('PUT', `/tasks/${encodeURIComponent(taskId)}/files`, body, TaskFileListSchema, onProgress);
}
