import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPgCluster } from '../../src/server/test/pg-cluster.ts';
import { databaseCores } from './processes.ts';

export type BenchDb = { name: 'SQLite' | 'PostgreSQL'; env: Record<string, string>; stop: () => void };

/** A fresh data folder for SQLite, or a throwaway PostgreSQL cluster with fsync on (as in production). */
export async function benchDatabase(kind: 'sqlite' | 'postgres'): Promise<BenchDb> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'printtender-bench-'));
  const secret = 'bench-secret-that-is-long-enough-012345678';
  if (kind === 'sqlite') {
    return {
      name: 'SQLite',
      env: { DATA_DIR: dataDir, APP_SECRET: secret },
      stop: () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const cluster = await startPgCluster({ durable: true, cpus: databaseCores() });
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: cluster.url, APP_SECRET: secret },
    stop: () => {
      cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
