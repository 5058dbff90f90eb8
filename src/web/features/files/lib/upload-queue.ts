import type { ErrorCode } from '../../../../shared/error-codes.ts';
import { MAX_FILE_BYTES, MAX_TASK_FILE_BYTES } from '../../../../shared/schemas/files.ts';

/** A file on its way up; a finished one leaves the queue (the list shows it), a refused one stays with why. */
export type Upload = {
  key: string;
  name: string;
  size: number;
  /** Bytes of it sent so far. */
  loaded: number;
  state: 'waiting' | 'uploading' | 'failed';
  error: string | null;
};

export type UploadAction =
  | { type: 'add'; uploads: Upload[] }
  /** One request carries `keys` in this order; `fraction` of its body has been sent. */
  | { type: 'progress'; keys: string[]; fraction: number }
  | { type: 'done'; keys: string[] }
  | { type: 'failed'; keys: string[]; error: string }
  | { type: 'dismiss'; key: string };

export function uploadsReducer(uploads: Upload[], action: UploadAction): Upload[] {
  switch (action.type) {
    case 'add':
      return [...uploads, ...action.uploads];
    case 'progress': {
      const batch = uploads.filter((u) => action.keys.includes(u.key));
      const loaded = spread(
        batch.map((u) => u.size),
        action.fraction,
      );
      return uploads.map((u) => {
        const i = batch.indexOf(u);
        return i < 0 ? u : { ...u, state: 'uploading', loaded: loaded[i]! };
      });
    }
    case 'done':
      return uploads.filter((u) => !action.keys.includes(u.key));
    case 'failed':
      return uploads.map((u) =>
        action.keys.includes(u.key) ? { ...u, state: 'failed', loaded: 0, error: action.error } : u,
      );
    case 'dismiss':
      return uploads.filter((u) => u.key !== action.key);
  }
}

/** The bytes sent of each file when `fraction` of a request carrying them one after the other went out. */
export function spread(sizes: number[], fraction: number): number[] {
  let left = Math.round(Math.min(Math.max(fraction, 0), 1) * sizes.reduce((a, b) => a + b, 0));
  return sizes.map((size) => {
    const sent = Math.min(size, left);
    left -= sent;
    return sent;
  });
}

/** How far a file is, 0–100. */
export const percentOf = (u: Pick<Upload, 'size' | 'loaded'>): number =>
  u.size === 0 ? 0 : Math.round((100 * u.loaded) / u.size);

/**
 * What the server would refuse at once, told before sending (the server checks again, and the type by
 * the content, which only it does): an empty file, one over 50 MB, the task's 200 MB passed. `stored` is
 * what the task holds and is on its way already; each file admitted counts for the next.
 */
export function refusalsOf(sizes: number[], stored: number): (ErrorCode | null)[] {
  let total = stored;
  return sizes.map((size) => {
    if (size === 0) return 'FILE_EMPTY';
    if (size > MAX_FILE_BYTES) return 'FILE_TOO_LARGE';
    if (total + size > MAX_TASK_FILE_BYTES) return 'TASK_FILES_TOO_LARGE';
    total += size;
    return null;
  });
}

// The server takes at most 20 files a request (its multipart limits, files.routes.ts).
const FILES_PER_REQUEST = 20;

/**
 * The requests to make: one per file, so each shows its own refusal; after sending, all in one (one
 * amendment, one mail to each printshop), or as few as the server's limit allows.
 */
export function batchesOf<T>(items: T[], amendment: boolean): T[][] {
  if (!amendment) return items.map((item) => [item]);
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += FILES_PER_REQUEST) batches.push(items.slice(i, i + FILES_PER_REQUEST));
  return batches;
}
