import Sqlite from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/helper.ts';
import { copyDatabase, type Database } from './copy.ts';

// Twenty batches of 1,000 in npm test; COPY_ROWS=100000 for the long run (a table of a few years).
const ROWS = Number(process.env.COPY_ROWS ?? 20_000);

describe('db:copy of a large table', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'printtender-copy-large-'));
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: inject('pgUrl') });
  let postgres: Database;

  beforeAll(async () => {
    // A collation that orders text unlike SQLite ('a' < 'B' < 'b'): the copy must read both in byte order.
    const client = admin();
    await client.connect();
    await client.query(
      `create database ${name} template template0 locale_provider icu icu_locale 'de-DE' locale 'C.UTF-8'`,
    );
    await client.end();
    const url = new URL(inject('pgUrl'));
    url.pathname = `/${name}`;
    postgres = { kind: 'postgres', url: url.toString() };
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    `streams ${ROWS.toLocaleString('en')} rows in batches into PostgreSQL and back`,
    { timeout: 300_000 },
    async () => {
      const source: Database = { kind: 'sqlite', file: path.join(dir, 'printtender.sqlite') };
      const config = testConfig(source, { dataDir: dir });
      await (await buildApp(config, { webRoot: null })).close();
      const db = new Sqlite(source.file);
      const insert = db.prepare(
        'insert into mailboxMessages (id, receivedAt, fromAddress, toAddress, subject, raw) values (?, ?, ?, ?, ?, ?)',
      );
      db.transaction(() => {
        for (let i = 0; i < ROWS; i++) {
          // Mixed case and umlauts in the key: byte order and de-DE order differ.
          const id = `${i % 2 ? 'B' : 'a'}-${i % 3 ? 'ä' : 'Z'}-${String(i).padStart(6, '0')}`;
          insert.run(id, 1_700_000_000_000 + i, 'a@example.com', 'b@example.com', `Grüße Nr. ${i}`, 'x'.repeat(400));
        }
      })();
      db.close();

      const there = await copyDatabase({ config, from: source, to: postgres });
      const back: Database = { kind: 'sqlite', file: path.join(dir, 'back', 'printtender.sqlite') };
      const home = await copyDatabase({ config, from: postgres, to: back });
      console.log(`${ROWS} rows: into PostgreSQL in ${there.ms.toFixed(0)} ms, back in ${home.ms.toFixed(0)} ms`);
      const messages = (report: typeof there) => report.tables.find((t) => t.table === 'mailboxMessages');
      expect(messages(there)?.rows).toBe(ROWS);
      expect(messages(home)).toEqual(messages(there));
    },
  );
});
