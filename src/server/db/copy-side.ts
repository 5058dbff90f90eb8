import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from 'kysely';

/**
 * One end of a copy (db/copy.ts): a SQLite file or a PostgreSQL database, described from its own catalog and
 * read or written table by table, in batches.
 */

/** What a column holds, as far as SQLite and PostgreSQL must agree on it (see `normalise`). */
export type Kind = 'boolean' | 'timestamp' | 'number' | 'text';
export type Column = { name: string; kind: Kind };
export type Table = { name: string; columns: Column[]; primaryKey: string[]; references: string[] };
export type Row = unknown[];

export interface Side {
  readonly kind: 'sqlite' | 'postgres';
  /** Every table but the migration bookkeeping, which each database gets from running the migrations. */
  tables(): Promise<Table[]>;
  /** A write transaction, or a read transaction that sees one snapshot of every table. */
  begin(write: boolean): Promise<void>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  /** The table's `columns`, in the order given, by `primaryKey` (byte order for text on both), `size` at a time. */
  rows(table: Table, size: number): AsyncIterable<Row[]>;
  /** Rows whose values are in `table.columns`' order, already converted by `toSide`. */
  insert(table: Table, rows: Row[]): Promise<void>;
  close(): Promise<void>;
}

export const BOOKKEEPING = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);

export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** From a declared (SQLite) or catalog (PostgreSQL) type; better-auth declares its Dates `date` on SQLite. */
export function kindOf(type: string): Kind {
  const t = type.toLowerCase();
  if (t.startsWith('bool')) return 'boolean';
  if (t.startsWith('timestamp') || t === 'date' || t === 'datetime') return 'timestamp';
  if (/int|numeric|decimal|real|double|float/.test(t)) return 'number';
  return 'text';
}

/**
 * One value as both databases agree on it, for the checksum: booleans 1/0 (SQLite stores 0/1, PostgreSQL
 * true/false), instants epoch ms (better-auth's Dates: an ISO text on SQLite, timestamptz on PostgreSQL),
 * numbers as numbers (a bigint may arrive as a string), everything else as text.
 */
export function normalise(kind: Kind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'boolean' || kind === 'number') return Number(value);
  if (kind === 'timestamp') return value instanceof Date ? value.getTime() : epochMs(value);
  return Buffer.isBuffer(value) ? value.toString('base64') : String(value);
}

/** A value read from one side, as the other side's column of `kind` takes it. */
export function toSide(side: Side['kind'], kind: Kind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (side === 'postgres') {
    if (kind === 'boolean') return Boolean(Number(value));
    if (kind === 'timestamp') return value instanceof Date ? value : new Date(epochMs(value));
    return value;
  }
  // better-sqlite3 binds neither booleans nor Dates; better-auth writes its Dates as ISO text there.
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (kind === 'number' && typeof value === 'string') return Number(value);
  return value;
}

const epochMs = (value: unknown) => (typeof value === 'number' ? value : Date.parse(String(value)));

/** Rows per batch: `size`, fewer for wide tables (a PostgreSQL statement takes at most 65,535 parameters). */
export const batchRows = (table: Table, size: number) =>
  Math.max(1, Math.min(size, Math.floor(60_000 / Math.max(1, table.columns.length))));
