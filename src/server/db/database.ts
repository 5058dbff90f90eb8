import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent, type SqliteDatabase, type Transaction } from 'kysely';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { PRIVATE_DIR, PRIVATE_FILE } from '../file-modes.ts';
import { SqliteRowLocks } from './locks.ts';
import type { Database } from './schema.ts';

// Instants are stored as epoch milliseconds in BIGINT columns; node-postgres returns BIGINT as a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Db = Kysely<Database>;
/** The database or a transaction: query functions take either, and the service decides where a transaction starts. */
export type Executor = Db | Transaction<Database>;
export type DbKind = Config['database']['kind'];

export type DatabaseHandle = { db: Db; kind: DbKind; close: () => Promise<void> };

/**
 * `onQuery` hears of every query run (benchmarks count queries per request with it). `pool`: on PostgreSQL,
 * connections the caller keeps, which closing leaves open (tests reuse them from app to app).
 */
export function openDatabase(database: Config['database'], onQuery?: () => void, pool?: pg.Pool): DatabaseHandle {
  const log = (event: LogEvent) => {
    if (event.level === 'query') onQuery?.();
  };
  if (database.kind === 'postgres') {
    const kept = pool && { connect: () => pool.connect(), end: async () => undefined };
    const dialect = new PostgresDialect({ pool: kept ?? ownPool(database.url) });
    const db = new Kysely<Database>({ dialect, ...(onQuery && { log }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(path.dirname(database.file), { recursive: true, mode: PRIVATE_DIR });
  const sqlite = new Sqlite(database.file);
  // SQLite creates the file 0644 and its -wal and -shm with the file's mode: narrowed before they exist.
  for (const file of [database.file, `${database.file}-wal`, `${database.file}-shm`])
    if (existsSync(file)) chmodSync(file, PRIVATE_FILE);
  // exec, not pragma(): pragma() prepares a statement that is left to the garbage collector (see below).
  sqlite.exec('PRAGMA journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut or a SIGKILL, not just an application crash.
  sqlite.exec('PRAGMA synchronous = FULL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec('PRAGMA busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new SqliteRowLocks()],
    ...(onQuery && { log }),
  });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

function ownPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover) is replaced on the next query.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * better-sqlite3's objects, kept reachable for the life of the process, also after their database closed:
 * on Node 24.19 and later, better-sqlite3 12 (the last that runs on Node 20) aborts the process when the
 * garbage collector finalizes one of its statements or databases outside a JavaScript context
 * (nodejs/node#65446). A process opens a database once (a test process a few dozen times), so little stays.
 */
const retained: unknown[] = [];

/**
 * Kysely begins a transaction with a plain BEGIN, which takes the write lock only at its first write. Beside
 * another process on the file (`npm run demo`, `npm run user` beside the app), a transaction that read first
 * then failed at once with SQLITE_BUSY(_SNAPSHOT) when the other had written meanwhile: busy_timeout does not
 * wait for that. BEGIN IMMEDIATE takes the lock first and waits for it. One process has one connection, which
 * Kysely runs one transaction at a time on, so inside the app nothing changes.
 */
const BEGIN = 'begin immediate';

/**
 * Kysely prepares every query anew; better-sqlite3's statements can be reused, and preparing was the
 * biggest cost of a supplier's page view (bench/supplier.bench.ts). Every statement is kept (see above):
 * the app has a few hundred distinct queries, and batches vary their length by a few hundred more.
 */
function withStatementCache(sqlite: Sqlite.Database): SqliteDatabase {
  const statements = new Map<string, Sqlite.Statement>();
  retained.push(sqlite, statements);
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = sqlite.prepare(sql === 'begin' ? BEGIN : sql)));
      return statement;
    },
  };
}

/** A unique index refused the write (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
