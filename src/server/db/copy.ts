import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { PostgresSide } from './copy-postgres.ts';
import { batchRows, normalise, toSide, type Row, type Side, type Table } from './copy-side.ts';
import { SqliteSide } from './copy-sqlite.ts';

export type Database = Config['database'];
export type TableSum = { table: string; rows: number; checksum: string };
export type CopyReport = { tables: TableSum[]; ms: number };

/** The target holds data already, or there is no source: nothing was changed. */
export class CopyRefused extends Error {}

export type CopyOptions = {
  /** The app's configuration; its database is ignored: `from` and `to` name the two. */
  config: Config;
  from: Database;
  to: Database;
  /** Rows per batch, read and written (fewer for wide tables). */
  batchSize?: number;
};

/**
 * Copies every table (as the source's catalog lists them) into an empty database, SQLite or PostgreSQL: both are
 * first brought up to date by the app's own migrations, then the rows go over in batches in one transaction on
 * the target, which is committed only after every table's row count and checksum matched the source's.
 */
export async function copyDatabase({ config, from, to, batchSize = 1000 }: CopyOptions): Promise<CopyReport> {
  const started = performance.now();
  if (from.kind === 'sqlite' && !existsSync(from.file)) throw new CopyRefused(`no database at ${from.file}`);
  const filled = await firstTableWithRows(to);
  if (filled) {
    throw new CopyRefused(
      `${describe(to)} is not empty (table "${filled}" has rows): db:copy copies into an empty database only`,
    );
  }
  for (const database of [from, to]) {
    const app = await buildApp({ ...config, database, catcherPort: 0, logLevel: 'warn' }, { webRoot: null });
    await app.close();
  }
  const source = await open(from);
  const target = await open(to).catch(async (err: unknown) => {
    await source.close();
    throw err;
  });
  try {
    const tables = await plan(source, target);
    await source.begin(false);
    await target.begin(true);
    try {
      const copied: TableSum[] = [];
      for (const [s, t] of tables) {
        copied.push(await checksum(source, s, batchSize, (rows) => target.insert(t, convert(target, t, rows))));
      }
      for (const [i, [, t]] of tables.entries()) {
        const wrote = await checksum(target, t, batchSize);
        const read = copied[i]!;
        if (wrote.rows !== read.rows || wrote.checksum !== read.checksum) {
          throw new Error(
            `table "${t.name}" differs after the copy: ${read.rows} rows read (${read.checksum}), ${wrote.rows} written (${wrote.checksum})`,
          );
        }
      }
      await target.commit();
      return { tables: copied, ms: performance.now() - started };
    } catch (err) {
      await target.rollback().catch(() => undefined);
      throw err;
    }
  } finally {
    await source.rollback().catch(() => undefined);
    await Promise.all([source.close(), target.close()]);
  }
}

/** Every table's rows and checksum, as `copyDatabase` compares them: for checking a copy afterwards. */
export async function checksums(database: Database, batchSize = 1000): Promise<TableSum[]> {
  const side = await open(database);
  try {
    await side.begin(false);
    const sums: TableSum[] = [];
    for (const table of await side.tables()) sums.push(await checksum(side, table, batchSize));
    return sums.sort((a, b) => a.table.localeCompare(b.table));
  } finally {
    await side.rollback().catch(() => undefined);
    await side.close();
  }
}

/** A URL's password is not printed. */
export function describe(database: Database): string {
  if (database.kind === 'sqlite') return database.file;
  const url = new URL(database.url);
  if (url.password) url.password = '***';
  return url.toString();
}

async function open(database: Database): Promise<Side> {
  return database.kind === 'sqlite' ? new SqliteSide(database.file) : PostgresSide.connect(database.url);
}

async function firstTableWithRows(database: Database): Promise<string | undefined> {
  if (database.kind === 'sqlite' && !existsSync(database.file)) return undefined;
  const side = await open(database);
  try {
    await side.begin(false);
    for (const table of await side.tables()) {
      for await (const _ of side.rows(table, 1)) return table.name;
    }
    return undefined;
  } finally {
    await side.rollback().catch(() => undefined);
    await side.close();
  }
}

/**
 * Each source table with its target twin, whose columns are put in the source's order and which is ordered by
 * the source's key; parents before the tables that reference them, so that foreign keys hold at every insert.
 */
async function plan(source: Side, target: Side): Promise<[Table, Table][]> {
  const targets = new Map((await target.tables()).map((t) => [t.name, t]));
  const pairs = (await source.tables()).map((s): [Table, Table] => {
    const t = targets.get(s.name);
    const names = (table: Table) => table.columns.map((c) => c.name).sort();
    if (!t || names(s).join() !== names(t).join()) {
      throw new Error(
        `table "${s.name}" is not the same in both databases (${names(s)} / ${t ? names(t) : 'missing'}): are both on this version of the app?`,
      );
    }
    const columns = s.columns.map((c) => t.columns.find((tc) => tc.name === c.name)!);
    return [s, { ...t, columns, primaryKey: s.primaryKey }];
  });
  const copied = new Set(pairs.map(([s]) => s.name));
  const ordered: [Table, Table][] = [];
  const placed = new Set<string>();
  while (ordered.length < pairs.length) {
    const ready = pairs.filter(
      ([, t]) => !placed.has(t.name) && t.references.every((r) => r === t.name || placed.has(r) || !copied.has(r)),
    );
    if (ready.length === 0) throw new Error('the tables reference each other in a cycle: no order to copy them in');
    for (const pair of ready) {
      ordered.push(pair);
      placed.add(pair[1].name);
    }
  }
  return ordered;
}

function convert(side: Side, table: Table, rows: Row[]): Row[] {
  return rows.map((row) => row.map((value, i) => toSide(side.kind, table.columns[i]!.kind, value)));
}

/** sha256 over the rows in key order, one JSON array of normalised values a line; `each` sees every batch. */
async function checksum(side: Side, table: Table, size: number, each?: (rows: Row[]) => Promise<void>) {
  const hash = createHash('sha256');
  let rows = 0;
  for await (const batch of side.rows(table, batchRows(table, size))) {
    for (const row of batch) {
      hash.update(JSON.stringify(row.map((value, i) => normalise(table.columns[i]!.kind, value))) + '\n');
    }
    rows += batch.length;
    await each?.(batch);
  }
  return { table: table.name, rows, checksum: hash.digest('hex') };
}
