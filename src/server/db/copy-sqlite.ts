import Sqlite from 'better-sqlite3';
import { BOOKKEEPING, kindOf, quote, type Row, type Side, type Table } from './copy-side.ts';

type ColumnInfo = { name: string; type: string; pk: number };

/** Kept reachable for the life of the process, as db/database.ts explains (nodejs/node#65446). */
const retained: unknown[] = [];

/** A SQLite file as one end of a copy, on a connection of its own. */
export class SqliteSide implements Side {
  readonly kind = 'sqlite';
  private readonly db: Sqlite.Database;
  private readonly inserts = new Map<string, Sqlite.Statement>();

  constructor(file: string) {
    this.db = new Sqlite(file, { fileMustExist: true });
    retained.push(this.db);
    this.db.exec('PRAGMA busy_timeout = 5000');
    this.db.exec('PRAGMA foreign_keys = ON');
  }

  private prepare(sql: string): Sqlite.Statement {
    const statement = this.db.prepare(sql);
    retained.push(statement);
    return statement;
  }

  async tables(): Promise<Table[]> {
    const names = this.prepare(
      `select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'`,
    )
      .pluck()
      .all() as string[];
    return names
      .filter((name) => !BOOKKEEPING.has(name))
      .map((name) => {
        const columns = this.prepare(`pragma table_info(${quote(name)})`).all() as ColumnInfo[];
        const references = this.prepare(`pragma foreign_key_list(${quote(name)})`).all() as { table: string }[];
        return {
          name,
          columns: columns.map((c) => ({ name: c.name, kind: kindOf(c.type) })),
          primaryKey: columns
            .filter((c) => c.pk > 0)
            .sort((a, b) => a.pk - b.pk)
            .map((c) => c.name),
          references: [...new Set(references.map((r) => r.table))],
        };
      });
  }

  async begin(write: boolean) {
    // A deferred read transaction takes its snapshot (WAL) at its first read and keeps it to the end.
    this.db.exec(write ? 'BEGIN IMMEDIATE' : 'BEGIN');
  }

  async commit() {
    this.db.exec('COMMIT');
  }

  async rollback() {
    if (this.db.inTransaction) this.db.exec('ROLLBACK');
  }

  async *rows(table: Table, size: number): AsyncIterable<Row[]> {
    const kinds = new Map(table.columns.map((c) => [c.name, c.kind]));
    const order = (table.primaryKey.length > 0 ? table.primaryKey : table.columns.map((c) => c.name)).map(
      (name) => `${quote(name)}${kinds.get(name) === 'text' ? ' collate binary' : ''}`,
    );
    const select = this.prepare(
      `select ${table.columns.map((c) => quote(c.name)).join(', ')} from ${quote(table.name)} order by ${order.join(', ')}`,
    ).raw(true);
    // The statement streams: only one batch is held at a time.
    let batch: Row[] = [];
    for (const row of select.iterate() as IterableIterator<Row>) {
      batch.push(row);
      if (batch.length < size) continue;
      yield batch;
      batch = [];
    }
    if (batch.length > 0) yield batch;
  }

  async insert(table: Table, rows: Row[]) {
    let statement = this.inserts.get(table.name);
    if (!statement) {
      const columns = table.columns.map((c) => quote(c.name));
      const sql = `insert into ${quote(table.name)} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`;
      this.inserts.set(table.name, (statement = this.prepare(sql)));
    }
    for (const row of rows) statement.run(row);
  }

  async close() {
    this.db.close();
  }
}
