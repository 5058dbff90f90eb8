// `npm run db:copy -- --to postgres://…`: the SQLite database in DATA_DIR into an empty PostgreSQL database;
// `npm run db:copy -- --from postgres://…`: the other way, into an empty SQLite file in DATA_DIR.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config.ts';
import { copyDatabase, CopyRefused, describe, type CopyReport, type Database } from './db/copy.ts';
import { loadToolConfig } from './tool-config.ts';

const [direction, url] = process.argv.slice(2);
if ((direction !== '--to' && direction !== '--from') || !url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    'usage: npm run db:copy -- --to postgres://user:pass@host:5432/db   (SQLite in DATA_DIR -> PostgreSQL)',
  );
  console.error(
    '       npm run db:copy -- --from postgres://user:pass@host:5432/db (PostgreSQL -> SQLite in DATA_DIR)',
  );
  process.exit(2);
}

try {
  const { config, appSecret } = loadToolConfig();
  const sqlite: Database = { kind: 'sqlite', file: path.join(config.dataDir, 'printtender.sqlite') };
  const postgres: Database = { kind: 'postgres', url };
  const [from, to] = direction === '--to' ? [sqlite, postgres] : [postgres, sqlite];
  console.log(`Copying ${describe(from)} into ${describe(to)} …`);
  print(await copyDatabase({ config, from, to }));
  const secretFile = path.join(config.dataDir, 'app-secret');
  console.log(direction === '--to' ? secretAfterTo(secretFile, appSecret) : secretAfterFrom(secretFile, appSecret));
} catch (err) {
  const known = err instanceof CopyRefused || err instanceof ConfigError;
  console.error(`db:copy failed, nothing was committed: ${known ? err.message : String(err)}`);
  process.exit(1);
}

function print({ tables, ms }: CopyReport) {
  const width = Math.max(...tables.map((t) => t.table.length));
  for (const t of tables) {
    console.log(`  ${t.table.padEnd(width)} ${String(t.rows).padStart(9)} rows  sha256 ${t.checksum.slice(0, 16)}  ok`);
  }
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `${tables.length} tables, ${rows} rows copied in one transaction in ${(ms / 1000).toFixed(1)} s; row counts and checksums equal on both sides.`,
  );
}

// Sessions and supplier links are signed with the secret: a copy started with another one keeps the data but
// logs everyone out, and every link already mailed to a printshop stops working.
function secretAfterTo(file: string, appSecret: string | undefined): string {
  if (appSecret)
    return 'Start the PostgreSQL deployment with this same APP_SECRET: sessions and supplier links are signed with it.';
  if (existsSync(file)) {
    return `Keep the secret: start with DATABASE_URL and APP_SECRET="$(cat ${file})" — sessions and supplier links are signed with it.`;
  }
  return `Neither APP_SECRET nor ${file} is set: sessions and supplier links made before will not work after the move.`;
}

function secretAfterFrom(file: string, appSecret: string | undefined): string {
  if (!appSecret) {
    return `APP_SECRET is not set: start on SQLite with the PostgreSQL deployment's APP_SECRET (or write it into ${file}), or sessions and supplier links made before will not work.`;
  }
  if (!existsSync(file)) {
    writeFileSync(file, appSecret + '\n', { mode: 0o600, flag: 'wx' });
    return `APP_SECRET written to ${file}: started without DATABASE_URL, the app signs sessions and supplier links with it as before.`;
  }
  if (readFileSync(file, 'utf8').trim() === appSecret) return `${file} holds this APP_SECRET already.`;
  return `${file} holds another secret: keep APP_SECRET set when starting (it wins over the file), or sessions and supplier links made before will not work.`;
}
