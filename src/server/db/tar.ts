import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * The least of POSIX ustar that a backup needs (regular files; directories are skipped when read): GNU tar
 * and bsdtar read what this writes, and this reads theirs. Sizes past 8 GiB use GNU's base-256 field.
 */
const BLOCK = 512;
const MAX_OCTAL = 8 ** 11 - 1;

export type TarEntry = {
  name: string;
  size: number;
  mode: number;
  /** Where its bytes start in the archive. */ offset: number;
};

/** A ustar archive written to `out`, one file at a time, each streamed from disk. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  /** Adds `file` as `name` (a relative path with `/`); answers its size. */
  async add(name: string, file: string, mode = 0o644): Promise<number> {
    const { size, mtimeMs } = await stat(file);
    await this.write(header(name, size, mode, Math.floor(mtimeMs / 1000)));
    let written = 0;
    for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
      written += chunk.length;
      if (written > size) break;
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${file} changed size while it was archived`);
    await this.write(Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK));
    return size;
  }

  /** The end-of-archive marker; then `out` is ended and flushed. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(2 * BLOCK));
    this.out.end();
    await once(this.out, 'finish');
  }

  private async write(chunk: Buffer) {
    if (chunk.length > 0 && !this.out.write(chunk)) await once(this.out, 'drain');
  }
}

/** The archive's files in order; read an entry's bytes from `offset` (they stay valid while iterating). */
export async function* readTar(file: string): AsyncGenerator<TarEntry> {
  const handle = await open(file, 'r');
  try {
    const total = (await handle.stat()).size;
    const block = Buffer.alloc(BLOCK);
    for (let at = 0; ;) {
      if (at + BLOCK > total) throw new Error(`${file} ends early: the archive is truncated`);
      await handle.read(block, 0, BLOCK, at);
      if (block.every((b) => b === 0)) return;
      const stored = readOctal(block, 148, 8);
      block.fill(0x20, 148, 156);
      if (block.reduce((sum, b) => sum + b, 0) !== stored) throw new Error(`${file}: a damaged header at byte ${at}`);
      const prefix = text(block, 345, 155);
      const entry: TarEntry = {
        name: prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100),
        size: block[124]! & 0x80 ? Number(block.readBigUInt64BE(128)) : readOctal(block, 124, 12),
        mode: readOctal(block, 100, 8),
        offset: at + BLOCK,
      };
      at = entry.offset + Math.ceil(entry.size / BLOCK) * BLOCK;
      if (at > total) throw new Error(`${file} ends early: the archive is truncated`);
      const type = String.fromCharCode(block[156]!);
      if (type === '0' || type === '\0') yield entry;
      else if (type !== '5') throw new Error(`${file}: ${entry.name} is not a regular file (type ${type})`);
    }
  } finally {
    await handle.close();
  }
}

function header(name: string, size: number, mode: number, mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  const [prefix, base] = splitName(name);
  h.write(base, 0, 100, 'utf8');
  writeOctal(h, 100, 8, mode);
  writeOctal(h, 108, 8, 0);
  writeOctal(h, 116, 8, 0);
  if (size <= MAX_OCTAL) writeOctal(h, 124, 12, size);
  else {
    h[124] = 0x80;
    h.writeBigUInt64BE(BigInt(size), 128);
  }
  writeOctal(h, 136, 12, mtime);
  h.write('0', 156, 'latin1');
  h.write('ustar\u000000', 257, 'latin1');
  h.write(prefix, 345, 155, 'utf8');
  h.fill(0x20, 148, 156);
  const sum = h.reduce((total, b) => total + b, 0);
  h.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'latin1');
  return h;
}

/** ustar keeps a long name as a prefix (≤ 155 bytes) and a name (≤ 100 bytes), split at a `/`. */
function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let i = name.indexOf('/'); i > 0; i = name.indexOf('/', i + 1)) {
    const [prefix, base] = [name.slice(0, i), name.slice(i + 1)];
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return [prefix, base];
  }
  throw new Error(`${name}: too long a name for a ustar archive`);
}

const writeOctal = (h: Buffer, offset: number, length: number, value: number) =>
  h.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, length, 'latin1');

const readOctal = (h: Buffer, offset: number, length: number) =>
  parseInt(
    h
      .toString('latin1', offset, offset + length)
      .replace(/\0.*$/s, '')
      .trim() || '0',
    8,
  );

const text = (h: Buffer, offset: number, length: number) => {
  const field = h.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.toString('utf8', 0, end === -1 ? length : end);
};
