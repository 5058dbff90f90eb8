import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { DiskStorage } from './disk-storage.ts';

/**
 * Where documents' bytes live (docs/decisions/016-documents.md): a directory by default, an S3-compatible bucket when S3_URL is
 * set. Keys are made by the server (`tasks/{taskId}/{fileId}`), never from a name a client sent.
 */
export interface FileStorage {
  /** Stores the stream's bytes under `key`; the key holds them only once all arrived (no half file). */
  put(key: string, body: Readable): Promise<void>;
  /** The bytes under `key`; undefined when there are none. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the bytes under `key`; nothing there is fine. */
  delete(key: string): Promise<void>;
}

export function createStorage(files: Config['files']): FileStorage {
  if (files.kind !== 's3') return new DiskStorage(files.dir);
  // The AWS SDK takes ~0.4 s to import: only a server that stores in a bucket loads it, at its first document.
  let bucket: Promise<FileStorage> | undefined;
  const s3 = () => (bucket ??= import('./s3-storage.ts').then(({ S3Storage }) => new S3Storage(files)));
  return {
    put: async (key, body) => (await s3()).put(key, body),
    get: async (key) => (await s3()).get(key),
    delete: async (key) => (await s3()).delete(key),
  };
}

/**
 * Removes bytes whose rows are gone (deleted, or never written after a refused upload). One that cannot be
 * removed now stays as unreferenced bytes: wasted space, never a document anyone sees.
 */
export async function discard(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

export const storageKey = (taskId: string, fileId: string) => `tasks/${taskId}/${fileId}`;
