import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesUnder } from '../test/files.ts';
import { readTar, TarWriter } from './tar.ts';

describe('ustar archives', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const files = (): [string, Buffer][] => [
    ['printtender.sqlite', randomBytes(1_000_003)],
    ['app-secret', Buffer.from('secret\n')],
    ['files/empty', Buffer.alloc(0)],
    [`files/tasks/${'t'.repeat(60)}/${'ä'.repeat(40)}-Größe.pdf`, randomBytes(512)],
  ];

  async function archive(entries: [string, Buffer][]) {
    dir = mkdtempSync(path.join(tmpdir(), 'printtender-tar-'));
    const file = path.join(dir, 'backup.tar');
    const tar = new TarWriter(createWriteStream(file));
    for (const [i, [name, bytes]] of entries.entries()) {
      writeFileSync(path.join(dir, `in-${i}`), bytes);
      await tar.add(name, path.join(dir, `in-${i}`), name === 'app-secret' ? 0o600 : 0o644);
    }
    await tar.finish();
    return file;
  }

  async function entriesOf(file: string) {
    const read: [string, Buffer][] = [];
    for await (const e of readTar(file)) {
      const bytes = Buffer.alloc(e.size);
      const handle = await open(file, 'r');
      await handle.read(bytes, 0, e.size, e.offset);
      await handle.close();
      read.push([e.name, bytes]);
    }
    return read;
  }

  it('reads back what it wrote, long and non-ASCII names and empty files too', async () => {
    const entries = files();
    const read = await entriesOf(await archive(entries));
    expect(read.map(([name]) => name)).toEqual(entries.map(([name]) => name));
    for (const [i, [name, bytes]] of read.entries()) expect(bytes.equals(entries[i]![1]), name).toBe(true);
  });

  it('is read by GNU tar, and reads what GNU tar wrote', async () => {
    const entries = files();
    const file = await archive(entries);
    const out = path.join(dir, 'out');
    mkdirSync(out);
    execFileSync('tar', ['-xf', file, '-C', out]);
    expect(filesUnder(out)).toEqual(entries.map(([name]) => name).sort());
    for (const [name, bytes] of entries) expect(readFileSync(path.join(out, name)).equals(bytes), name).toBe(true);
    const listing = execFileSync('tar', ['-tvf', file], { encoding: 'utf8' });
    expect(listing).toMatch(/^-rw------- 0\/0 +7 .* app-secret$/m);

    const gnu = path.join(dir, 'gnu.tar');
    execFileSync('tar', ['--format=ustar', '-cf', gnu, '-C', out, '.']);
    const read = await entriesOf(gnu);
    expect(read.map(([name, bytes]) => [name.replace(/^\.\//, ''), bytes.length]).sort()).toEqual(
      entries.map(([name, bytes]) => [name, bytes.length]).sort(),
    );
  });

  it('refuses a truncated archive', async () => {
    const file = await archive(files());
    truncateSync(file, 700_000);
    await expect(entriesOf(file)).rejects.toThrow('ends early: the archive is truncated');
  });
});
