import { TaskFileListSchema, type TaskFileList } from '../../../../shared/schemas/files.ts';
import { answerOf, ApiError } from '../../../lib/api-client.ts';

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
 * `PUT /api/tasks/{id}/files` as multipart: the text fields first, then the files. An XMLHttpRequest, since
 * fetch tells nothing of an upload's progress; like every API call it sends no token of its own (the
 * server's cross-site guard reads Origin, which the browser sets) and is parsed with the shared schemas.
 */
export function uploadFiles({ taskId, files, formatId, message, onProgress }: Upload): Promise<TaskFileList> {
  const body = new FormData();
  if (formatId) body.append('formatId', formatId);
  if (message) body.append('message', message);
  for (const file of files) body.append('file', file, file.name);
  const path = `/tasks/${encodeURIComponent(taskId)}/files`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/api${path}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'The server cannot be reached.'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      const answer = { ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, statusText: xhr.statusText };
      answerOf(answer, data, TaskFileListSchema, `PUT ${path}`).then(resolve, reject);
    };
    xhr.send(body);
  });
}
