import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_DIR, PRIVATE_FILE } from '../file-modes.ts';
import type { FileStorage } from './storage.ts';

const KEY = /^[\w-]+(\/[\w-]+)*$/;

/**
 * Files under one directory (DATA_DIR/files). A file is written under a temporary `.part` name, flushed to
 * disk and renamed into place: a crash leaves at most a `.part` file, never a half file under its key.
 */
export class DiskStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.dir, ...key.split('/'));
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
    const part = `${target}.${randomUUID()}.part`;
    try {
      await pipeline(body, createWriteStream(part, { flags: 'wx', mode: PRIVATE_FILE }));
      const handle = await open(part, 'r');
      await handle.sync().finally(() => handle.close());
      await rename(part, target);
    } catch (err) {
      body.destroy();
      await rm(part, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable | undefined> {
    const file = this.pathOf(key);
    try {
      // Opened before answering, so a missing file is a 404, not a broken download.
      return (await open(file, 'r')).createReadStream();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
