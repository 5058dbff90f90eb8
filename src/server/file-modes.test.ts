import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { documentsTask, file, pdf } from './test/files.ts';
import { createTestDatabase } from './test/helper.ts';

const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);

/** Every file and directory under `dir` with its mode, e.g. `{ 'ab/cd': '600' }`. */
function modesUnder(dir: string): Record<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return Object.fromEntries(
    entries.map((d) => {
      const full = path.join(d.parentPath, d.name);
      return [path.relative(dir, full), mode(full)];
    }),
  );
}

describe('files on disk under a umask of 000', () => {
  let umask = 0;
  const dirs: string[] = [];
  beforeEach(() => {
    // Server tests run in forked processes (Vitest's default pool), where the umask may be set.
    umask = process.umask(0o000);
  });
  afterEach(() => {
    process.umask(umask);
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates DATA_DIR 0700 and writes the database with its -wal and -shm, the secret and documents 0600', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'printtender-modes-'));
    dirs.push(parent);
    const dataDir = path.join(parent, 'data');
    const db = await createTestDatabase();
    const env =
      db.database.kind === 'postgres'
        ? { DATABASE_URL: db.database.url, APP_SECRET: 'modes-test-secret-that-is-long-enough-0123' }
        : {};
    // app.inject() sends Host: localhost:80.
    const config = loadConfig({ DATA_DIR: dataDir, ALLOWED_HOSTS: 'localhost', ...env });
    const app = await buildApp(
      { ...config, logLevel: 'silent', passwordCost: 'test', rateLimitFactor: 0 },
      { webRoot: null },
    );
    try {
      const { put } = await documentsTask(app);
      expect((await put([file('spec.pdf', pdf()), file('proof.pdf', pdf('Proof'))])).statusCode).toBe(201);

      expect(mode(dataDir)).toBe('700');
      const modes = modesUnder(dataDir);
      const documents = Object.entries(modes).filter(([name]) => name.startsWith(`files${path.sep}`));
      expect(documents.filter(([name]) => statSync(path.join(dataDir, name)).isFile())).toHaveLength(2);
      for (const [name, m] of documents)
        expect(m, name).toBe(statSync(path.join(dataDir, name)).isDirectory() ? '700' : '600');
      expect(modes.files).toBe('700');
      if (config.database.kind === 'sqlite') {
        // While the app runs (WAL): the database's side files exist, as private as the database.
        expect(modes).toMatchObject({
          'printtender.sqlite': '600',
          'printtender.sqlite-wal': '600',
          'printtender.sqlite-shm': '600',
          'app-secret': '600',
        });
      }
      expect(Object.values(modes).filter((m) => !['600', '700'].includes(m))).toEqual([]);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
