import type { z } from 'zod';
import { answerOf, ApiError } from './api-client.ts';

/**
 * A multipart body sent to `/api{path}` with an XMLHttpRequest, since fetch tells nothing of an upload's
 * progress; like every API call it sends no token of its own (the server's cross-site guard reads Origin, which
 * the browser sets) and its answer is parsed with the shared schema. `onProgress`: the share sent so far, 0–1.
 */
export function upload<T extends z.ZodType>(
  method: 'PUT' | 'POST',
  path: string,
  body: FormData,
  schema: T,
  onProgress: (fraction: number) => void,
): Promise<z.output<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
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
      answerOf(answer, data, schema, `${method} ${path}`).then(resolve, reject);
    };
    xhr.send(body);
  });
}
