import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** A test's PostgreSQL database; `pool` is kept with it from test to test (see `takePgDatabase`). */
export type PgTestDatabase = { url: string; pool: pg.Pool; release: () => Promise<void> };

type Kept = { name: string; url: string; pool: pg.Pool };

// The connections of the kept pools: a database's emptying spares them and ends every other.
const APPLICATION = 'printtender-test';

/**
 * The databases this worker emptied, ready for its next test (a worker runs one test at a time). Copying the
 * run's template and dropping the copy cost PostgreSQL ~0.3 CPU seconds per test; a new connection then builds
 * its catalog caches anew for every table it touches (~0.15 CPU seconds per app). Emptying a database whose
 * pooled connections stay open costs a few milliseconds, and the next app reuses the warm connections.
 */
const spare: Kept[] = [];
/** The template's tables, indexes and columns, read from the worker's first copy. */
let templatePrint: string | undefined;

/** A migrated database with no rows: one this worker emptied, or a new copy of the run's template. */
export async function takePgDatabase(): Promise<PgTestDatabase> {
  const kept = spare.pop() ?? (await copyTemplate());
  let released = false;
  return {
    url: kept.url,
    pool: kept.pool,
    release: async () => {
      if (released) return;
      released = true;
      if (await emptied(kept)) spare.push(kept);
      else await dropKept(kept);
    },
  };
}

/** An empty database on the cluster at `adminUrl`, without the schema (the copy tests migrate it). */
export async function emptyPgDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = newName();
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  return {
    url: urlOf(adminUrl, name),
    drop: async () => {
      await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function copyTemplate(): Promise<Kept> {
  const adminUrl = inject('pgUrl');
  const name = newName();
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`));
  const url = urlOf(adminUrl, name);
  // As many connections as the app's own pool (db/database.ts); idle ones stay open between the tests.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: APPLICATION,
    idleTimeoutMillis: 60_000,
  });
  pool.on('error', () => undefined);
  const kept = { name, url, pool };
  templatePrint ??= await schemaPrint(pool);
  return kept;
}

/**
 * Ends what a test left connected (a killed server's sessions, an instance not closed) and deletes every row but
 * the migrations' record, as the template holds none (no migration inserts rows). Foreign keys are not checked
 * meanwhile (`session_replication_role`, for this transaction only), so the tables' order does not matter. A
 * database whose schema a test changed (a table dropped to make a write fail) is not emptied: it is dropped.
 */
async function emptied(kept: Kept): Promise<boolean> {
  const client = await kept.pool.connect();
  try {
    await client.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name <> $1`,
      [APPLICATION],
    );
    if ((await schemaPrint(client)) !== templatePrint) return false;
    const { rows } = await client.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables
       WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_migration%'`,
    );
    const deletes = rows.map((r) => `DELETE FROM ${r.name};`).join('\n');
    await client.query(`BEGIN; SET LOCAL session_replication_role = replica;\n${deletes}\nCOMMIT;`);
    return true;
  } finally {
    client.release();
  }
}

async function dropKept(kept: Kept): Promise<void> {
  await kept.pool.end();
  await withClient(inject('pgUrl'), (c) => c.query(`DROP DATABASE IF EXISTS ${kept.name} WITH (FORCE)`));
}

async function schemaPrint(db: pg.Pool | pg.PoolClient): Promise<string> {
  const { rows } = await db.query<{ print: string }>(
    `SELECT md5(string_agg(c.relname || '.' || a.attname || ':' || a.atttypid, ',' ORDER BY c.relname, a.attnum)) AS print
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid
     WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  return rows[0]!.print;
}

function newName(): string {
  return `t_${randomBytes(6).toString('hex')}`;
}

function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
