import { PostgresAdapter, sql, type Expression, type RawBuilder } from 'kysely';
import type { Executor } from './database.ts';

/**
 * JSON read inside a query, on SQLite (json_extract) and PostgreSQL (json operators) alike, for the few reports
 * that count in the database (docs/decisions/037): the columns hold JSON as text on both. PostgreSQL reads them
 * as `json`, checked as it is read, not as `jsonb`, built whole first: counting an offer's prices so took about
 * a fifth of the time over 50,000 offers.
 */
export type JsonSql = {
  /** The number at `key` of a JSON object (a literal key, or an expression giving it); NULL when absent or no number. */
  number: (column: Expression<string | null>, key: string | Expression<string | null>) => RawBuilder<number | null>;
  /** The text at `key` of a JSON object; NULL when absent. */
  text: (column: Expression<string | null>, key: string) => RawBuilder<string | null>;
  /** How many elements a JSON array has. */
  length: (column: Expression<string | null>) => RawBuilder<number | null>;
};

const isPostgres = (ex: Executor) => ex.getExecutor().adapter instanceof PostgresAdapter;

const sqliteJson: JsonSql = {
  number: (column, key) => {
    const path = typeof key === 'string' ? sql.lit(`$.${key}`) : sql`'$.' || ${key}`;
    return sql<
      number | null
    >`(case when json_type(${column}, ${path}) in ('integer', 'real') then json_extract(${column}, ${path}) end)`;
  },
  text: (column, key) => sql<string | null>`json_extract(${column}, ${sql.lit(`$.${key}`)})`,
  length: (column) => sql<number | null>`json_array_length(${column})`,
};

const postgresJson: JsonSql = {
  number: (column, key) => {
    const at = typeof key === 'string' ? sql.lit(key) : key;
    return sql<
      number | null
    >`(case when json_typeof(cast(${column} as json) -> ${at}) = 'number' then cast(cast(${column} as json) ->> ${at} as double precision) end)`;
  },
  text: (column, key) => sql<string | null>`(cast(${column} as json) ->> ${sql.lit(key)})`,
  length: (column) => sql<number | null>`json_array_length(cast(${column} as json))`,
};

/** The JSON functions of the executor's database. */
export const jsonSql = (ex: Executor): JsonSql => (isPostgres(ex) ? postgresJson : sqliteJson);

/**
 * `amount` at `rate`, rounded to the nearest minor unit as `convert` (src/shared/currencies.ts) rounds: half up, in
 * double precision on both databases, so that the database's sums equal the award's.
 */
export const convertedSql = (amount: Expression<number | null>, rate: Expression<number>) =>
  sql<number>`floor(${amount} * ${rate} + 0.5)`;
