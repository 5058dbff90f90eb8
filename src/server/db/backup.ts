import Sqlite from 'better-sqlite3';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';
import { PRIVATE_DIR, PRIVATE_FILE } from '../file-modes.ts';
import { readTar, TarWriter } from './tar.ts';

/** The archive's entries, named as they lie in DATA_DIR. */
const DATABASE = 'printtender.sqlite';
const SECRET = 'app-secret';
const FILES = 'files';
const ENTRY = /^(printtender\.sqlite|app-secret|files(\/[\w-]+)+)$/;
/** A document's storage key (modules/files/disk-storage.ts); an upload being written is a `.part` beside it. */
const KEY = /^[\w-]+(\/[\w-]+)*$/;

/** Kept reachable for the life of the process, as db/database.ts explains (nodejs/node#65446). */
const retained: unknown[] = [];

/** Nothing was written: the reason is for the person who asked. */
export class BackupRefused extends Error {}

export type BackupReport = { bytes: number; database: number; secret: boolean; documents: number; ms: number };

/**
 * Archives (ustar) a consistent snapshot of the SQLite database, taken with SQLite's VACUUM INTO while the app
 * keeps serving, then DATA_DIR/app-secret and the documents under DATA_DIR/files. The snapshot comes first:
 * a document's bytes are stored before its row (decision 016), so every row in it finds its bytes.
 */
export async function backup(config: Config, archive: string): Promise<BackupReport> {
  const { database } = config;
  if (database.kind !== 'sqlite') {
    throw new BackupRefused('DATABASE_URL is set: back PostgreSQL up with pg_dump (README, "Backups")');
  }
  if (!existsSync(database.file)) throw new BackupRefused(`no database at ${database.file}`);
  if (existsSync(archive)) throw new BackupRefused(`${archive} exists already: name a new file`);
  const started = performance.now();
  const [part, snapshot] = [`${archive}.part`, `${archive}.sqlite.part`];
  try {
    await snapshotOf(database.file, snapshot);
    const tar = new TarWriter(createWriteStream(part, { flags: 'wx', mode: PRIVATE_FILE }));
    const report = { bytes: 0, database: await tar.add(DATABASE, snapshot), secret: false, documents: 0, ms: 0 };
    const secret = path.join(config.dataDir, SECRET);
    if (existsSync(secret)) report.secret = (await tar.add(SECRET, secret, 0o600)) > 0;
    if (config.files.kind === 'disk') {
      for (const key of documentsIn(config.files.dir)) {
        // A document deleted since the snapshot was taken: its row is gone too, or going.
        const added = await tar.add(`${FILES}/${key}`, path.join(config.files.dir, key)).catch(vanished);
        if (added !== undefined) report.documents++;
      }
    }
    await tar.finish();
    await flush(part);
    await rename(part, archive);
    return { ...report, bytes: (await stat(archive)).size, ms: performance.now() - started };
  } finally {
    await Promise.all([rm(part, { force: true }), rm(snapshot, { force: true })]);
  }
}

export type RestoreReport = { database: number; secret: boolean; documents: number };

/** Unpacks a backup into an empty DATA_DIR; if it fails, DATA_DIR is left empty again, not half restored. */
export async function restore(config: Config, archive: string): Promise<RestoreReport> {
  if (config.database.kind !== 'sqlite') {
    throw new BackupRefused('DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "Backups")');
  }
  const { dataDir } = config;
  if (!existsSync(archive)) throw new BackupRefused(`no archive at ${archive}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupRefused(`${dataDir} is not empty: restore goes into an empty DATA_DIR only`);
  }
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  const report: RestoreReport = { database: 0, secret: false, documents: 0 };
  try {
    for await (const entry of readTar(archive)) {
      if (!ENTRY.test(entry.name)) throw new Error(`${archive} holds ${entry.name}: not a PrintTender backup`);
      const target = path.join(dataDir, ...entry.name.split('/'));
      mkdirSync(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
      const bytes =
        entry.size > 0
          ? createReadStream(archive, { start: entry.offset, end: entry.offset + entry.size - 1 })
          : Readable.from([]);
      await pipeline(bytes, createWriteStream(target, { flags: 'wx', mode: PRIVATE_FILE }));
      if (entry.name === DATABASE) report.database = entry.size;
      else if (entry.name === SECRET) report.secret = true;
      else report.documents++;
    }
    if (report.database === 0) throw new Error(`${archive} holds no ${DATABASE}: not a PrintTender backup`);
    check(path.join(dataDir, DATABASE));
    await flush(path.join(dataDir, DATABASE));
    return report;
  } catch (err) {
    for (const name of readdirSync(dataDir)) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    throw err;
  }
}

function documentsIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .filter((key) => KEY.test(key))
    .sort();
}

/** A copy of the database in one file, `snapshot`, made 0600 before SQLite writes into it (SQLite makes 0644). */
export async function snapshotOf(file: string, snapshot: string) {
  await writeFile(snapshot, '', { flag: 'wx', mode: PRIVATE_FILE });
  const source = new Sqlite(file, { fileMustExist: true });
  retained.push(source);
  try {
    source.exec('PRAGMA busy_timeout = 5000');
    // One read transaction, so a snapshot as of its start while the app goes on writing (WAL). Not the backup
    // API: better-sqlite3's Backup object is finalized by the garbage collector, which aborts Node 24 (nodejs/node#65446).
    source.exec(`VACUUM INTO '${snapshot.replaceAll("'", "''")}'`);
  } finally {
    source.close();
  }
  // One self-contained file (no -wal beside it); the app turns WAL on again when it opens the restored one.
  check(snapshot, 'PRAGMA journal_mode = DELETE');
}

/** SQLite's own check of the file; `first` runs before it. */
function check(file: string, first?: string) {
  const db = new Sqlite(file, { fileMustExist: true });
  retained.push(db);
  try {
    if (first) db.exec(first);
    const statement = db.prepare('PRAGMA quick_check').pluck();
    retained.push(statement);
    const result = statement.get();
    if (result !== 'ok') throw new Error(`${file} fails SQLite's check: ${String(result)}`);
  } finally {
    db.close();
  }
}

async function flush(file: string) {
  const handle = await open(file, 'r');
  await handle.sync().finally(() => handle.close());
}

function vanished(err: NodeJS.ErrnoException): undefined {
  if (err.code === 'ENOENT') return undefined;
  throw err;
}
