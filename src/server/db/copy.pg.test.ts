import Sqlite from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { runCli } from '../test/cli.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/helper.ts';
import { expectServes, populate, type Populated } from '../test/populate.ts';
import { checksums, copyDatabase, CopyRefused, type Database } from './copy.ts';

// Both directions need a PostgreSQL server: the pg project's own cluster.
describe('db:copy between SQLite and PostgreSQL', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const undo of cleanup.splice(0).reverse()) await undo();
  });

  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'printtender-copy-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const sqliteIn = (dir: string): Database => ({ kind: 'sqlite', file: path.join(dir, 'printtender.sqlite') });
  const postgres = async () => {
    const db: TestDatabase = await createTestDatabase(inject('pgUrl'));
    cleanup.push(db.drop);
    return db.database as Extract<Database, { kind: 'postgres' }>;
  };

  /** An app on `database` (sharing the source's documents), checked to serve `data`, then closed. */
  async function expectCopyServes(config: Config, database: Database, data: Populated) {
    const app = await buildApp({ ...config, database }, { webRoot: null });
    try {
      await expectServes(app, data);
    } finally {
      await app.close();
    }
  }

  // Two app builds, two copies and a tool's process: far longer than a request test.
  it(
    'copies a populated SQLite database into PostgreSQL and back: counts, checksums, logins and links',
    { timeout: 120_000 },
    async () => {
      const dir = dataDir();
      const source = sqliteIn(dir);
      const config = testConfig(source, { dataDir: dir, files: { kind: 'disk', dir: path.join(dir, 'files') } });
      const app = await buildApp(config, { webRoot: null });
      const data = await populate(app).finally(() => app.close());
      const sums = await checksums(source);
      const empty = sums.filter((t) => t.rows === 0).map((t) => t.table);
      expect(empty, `tables the populated database leaves empty: ${empty.join(', ')}`).toEqual([]);
      expect(sums.length).toBeGreaterThanOrEqual(22);

      const target = await postgres();
      const there = await copyDatabase({ config, from: source, to: target });
      console.log(`copied ${sums.length} tables into PostgreSQL in ${there.ms.toFixed(0)} ms`);
      expect([...there.tables].sort((a, b) => a.table.localeCompare(b.table))).toEqual(sums);
      expect(await checksums(target)).toEqual(sums);
      await expectCopyServes(config, target, data);

      // Back through the command, into a new DATA_DIR; it leaves the secret there for the embedded default. The app
      // on the copy wrote meanwhile (a session, the mails its outbox sent), so the copy back is held to what is now.
      const now = await checksums(target);
      const back = dataDir();
      const started = performance.now();
      const run = await runCli('db-copy-cli.ts', ['--from', target.url], {
        DATA_DIR: back,
        APP_SECRET: config.appSecret,
      });
      console.log(`db:copy --from (a process, migrations and all) took ${(performance.now() - started).toFixed(0)} ms`);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^ {2}taskEvents +\d+ rows {2}sha256 [0-9a-f]{16} {2}ok$/m);
      expect(run.stdout).toContain(`APP_SECRET written to ${path.join(back, 'app-secret')}`);
      expect(await checksums(sqliteIn(back))).toEqual(now);
      const secret = readFileSync(path.join(back, 'app-secret'), 'utf8').trim();
      await expectCopyServes({ ...config, appSecret: secret }, sqliteIn(back), data);
    },
  );

  it('refuses a PostgreSQL database that holds data and says so, changing nothing', { timeout: 60_000 }, async () => {
    const dir = dataDir();
    const app = await buildApp(testConfig(sqliteIn(dir)), { webRoot: null });
    await app.close();
    const target = await postgres();
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    cleanup.push(() => client.end());
    await client.query('create table notes (id integer primary key); insert into notes values (1)');

    const run = await runCli('db-copy-cli.ts', ['--to', target.url], { DATA_DIR: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is not empty (table "notes" has rows): db:copy copies into an empty database only');
    const tables = await client.query(`select table_name from information_schema.tables where table_schema = 'public'`);
    expect(tables.rows).toEqual([{ table_name: 'notes' }]);
  });

  it('refuses a SQLite file that holds data', async () => {
    const file = sqliteIn(dataDir());
    const db = new Sqlite(file.kind === 'sqlite' ? file.file : '');
    db.exec('create table notes (id integer primary key); insert into notes values (1)');
    db.close();
    const from = await postgres();
    await expect(copyDatabase({ config: testConfig(from), from, to: file })).rejects.toThrow(CopyRefused);
  });
});
