import pg from 'pg';
import { BOOKKEEPING, kindOf, quote, type Row, type Side, type Table } from './copy-side.ts';

const CATALOG = {
  columns: `select table_name as "table", column_name as name, udt_name as type from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`,
  tables: `select table_name as "table" from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  primaryKeys: `select k.table_name as "table", k.column_name as name from information_schema.table_constraints c
    join information_schema.key_column_usage k on k.constraint_name = c.constraint_name
      and k.table_schema = c.table_schema and k.table_name = c.table_name
    where c.constraint_type = 'PRIMARY KEY' and c.table_schema = current_schema()
    order by k.table_name, k.ordinal_position`,
  references: `select t.relname as "table", r.relname as "references" from pg_constraint c
    join pg_class t on t.oid = c.conrelid join pg_class r on r.oid = c.confrelid
    join pg_namespace n on n.oid = t.relnamespace
    where c.contype = 'f' and n.nspname = current_schema()`,
};

/** A PostgreSQL database as one end of a copy, on one connection (its transaction spans the whole copy). */
export class PostgresSide implements Side {
  readonly kind = 'postgres';

  private constructor(private readonly client: pg.Client) {}

  static async connect(url: string): Promise<PostgresSide> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new PostgresSide(client);
  }

  async tables(): Promise<Table[]> {
    const read = async (text: string) => (await this.client.query<Record<string, string>>(text)).rows;
    const tables = await read(CATALOG.tables);
    const columns = await read(CATALOG.columns);
    const keys = await read(CATALOG.primaryKeys);
    const references = await read(CATALOG.references);
    const of = (rows: Record<string, string>[], table: string) => rows.filter((r) => r.table === table);
    return tables
      .map((t) => t.table!)
      .filter((name) => !BOOKKEEPING.has(name))
      .map((name) => ({
        name,
        columns: of(columns, name).map((c) => ({ name: c.name!, kind: kindOf(c.type!) })),
        primaryKey: of(keys, name).map((k) => k.name!),
        references: [...new Set(of(references, name).map((r) => r.references!))],
      }));
  }

  async begin(write: boolean) {
    // A reader sees one snapshot of every table, however long the copy takes.
    await this.client.query(write ? 'begin' : 'begin isolation level repeatable read read only');
  }

  async commit() {
    await this.client.query('commit');
  }

  async rollback() {
    await this.client.query('rollback');
  }

  async *rows(table: Table, size: number): AsyncIterable<Row[]> {
    const kinds = new Map(table.columns.map((c) => [c.name, c.kind]));
    const order = (table.primaryKey.length > 0 ? table.primaryKey : table.columns.map((c) => c.name)).map(
      // "C": byte order, as SQLite's BINARY compares UTF-8 text, whatever the database's collation.
      (name) => `${quote(name)}${kinds.get(name) === 'text' ? ' collate "C"' : ''}`,
    );
    const columns = table.columns.map((c) => quote(c.name)).join(', ');
    // A cursor streams the rows: only one batch is held at a time.
    await this.client.query(
      `declare copy_rows no scroll cursor for select ${columns} from ${quote(table.name)} order by ${order.join(', ')}`,
    );
    try {
      for (;;) {
        const { rows } = await this.client.query<Row>({ text: `fetch ${size} from copy_rows`, rowMode: 'array' });
        if (rows.length === 0) return;
        yield rows;
      }
    } finally {
      await this.client.query('close copy_rows').catch(() => undefined);
    }
  }

  async insert(table: Table, rows: Row[]) {
    const width = table.columns.length;
    const tuples = rows.map((_, r) => `(${table.columns.map((_, c) => `$${r * width + c + 1}`).join(', ')})`);
    await this.client.query(
      `insert into ${quote(table.name)} (${table.columns.map((c) => quote(c.name)).join(', ')}) values ${tuples.join(', ')}`,
      rows.flat(),
    );
  }

  async close() {
    await this.client.end();
  }
}
