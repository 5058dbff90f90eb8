import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterEach, beforeEach, inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { emptyPgDatabase, takePgDatabase } from './pg-databases.ts';

/** `pool`: on PostgreSQL, connections to the database that stay open from test to test (pg-databases.ts). */
export type TestDatabase = { database: Config['database']; drop: () => Promise<void>; pool?: pg.Pool };

/**
 * A migrated, empty database of the kind this test project runs on (TEST_DB): a copy of the run's migrated
 * template (pg-global-setup.ts, sqlite-global-setup.ts) as a SQLite file, or a database on the project's
 * PostgreSQL cluster, copied from it or emptied after an earlier test of this worker.
 * Given `pgAdminUrl`, an empty database on that cluster; outside Vitest (benchmarks), an empty SQLite file.
 */
export async function createTestDatabase(pgAdminUrl?: string): Promise<TestDatabase> {
  if (pgAdminUrl !== undefined) {
    const { url, drop } = await emptyPgDatabase(pgAdminUrl);
    return { database: { kind: 'postgres', url }, drop };
  }
  if (process.env.TEST_DB === 'postgres') {
    const { url, pool, release } = await takePgDatabase();
    return { database: { kind: 'postgres', url }, drop: release, pool };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'printtender-test-'));
  // Named as the server names it in DATA_DIR, so a server process started on `dir` opens the same file.
  const file = path.join(dir, 'printtender.sqlite');
  if (process.env.VITEST) copyFileSync(inject('sqliteTemplate'), file);
  return {
    database: { kind: 'sqlite', file },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function testConfig(database: Config['database'], overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    baseUrl: 'http://localhost:3000',
    // app.inject() sends Host: localhost:80; a test's own server listens on 127.0.0.1 on a port of its own.
    allowedHosts: ['localhost', '127.0.0.1'],
    allowedOrigins: [],
    trustProxy: [],
    dataDir: tmpdir(),
    database,
    smtpUrl: undefined,
    // buildTestApp gives each app a directory of its own.
    files: { kind: 'disk', dir: path.join(tmpdir(), 'printtender-test-files') },
    mailFrom: 'PrintTender <noreply@printtender.test>',
    appSecret: 'test-secret-that-is-long-enough-0123456789',
    timeZone: 'Europe/Berlin',
    defaultDeliveryAddress: 'Lieferweg 1, 10115 Berlin',
    logLevel: 'silent',
    catcherPort: 0,
    // Off by default: many tests sign up from one address; limits.test.ts turns them on.
    rateLimitFactor: 0,
    // Off by default: a test's workspace is young (a tenth of the quotas); mail-quota.test.ts turns them on.
    mailQuota: { perHour: 0, testPerDay: 0 },
    mailClaimMs: 60_000,
    // A test signs up in ~10 ms instead of ~600 ms; account.test.ts checks the real cost.
    passwordCost: 'test',
    mailboxExposed: false,
    ...overrides,
  };
}

export type TestAppOptions = AppOptions & { config?: Partial<Config> };

export type TestApp = App & { dispose: () => Promise<void> };

/** Builds the app on a fresh database; `dispose()` closes it and drops the database. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop, pool } = await createTestDatabase();
  const files = mkdtempSync(path.join(tmpdir(), 'printtender-files-'));
  const config = testConfig(database, { files: { kind: 'disk', dir: files }, ...options.config });
  const app = await buildApp(config, { webRoot: null, migrated: true, pgPool: pool, ...options });
  const dispose = async () => {
    await app.close();
    await drop();
    rmSync(files, { recursive: true, force: true });
  };
  return Object.assign(app, { dispose });
}

/** A fresh app for every test of the enclosing describe, closed after it. */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}) {
  const ctx = {} as { app: TestApp };
  beforeEach(async () => {
    ctx.app = await buildTestApp(typeof options === 'function' ? options() : options);
  });
  afterEach(async () => {
    await ctx.app?.dispose();
  });
  return ctx;
}

// 20 s: an order mail waits for its PDF, which a worker thread makes after loading react-pdf at its first job
// (through tsx from the sources): 10 s were not always enough on a loaded 2-core machine.
export async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
