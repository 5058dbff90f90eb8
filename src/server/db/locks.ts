import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type SelectModifierNode,
  type SelectQueryBuilder,
  type SelectQueryNode,
  type UnknownRow,
} from 'kysely';

// The row locks of PostgreSQL. SQLite has none: its write transaction holds the whole database.
const ROW_LOCKS = new Set<SelectModifierNode['modifier']>([
  'ForUpdate',
  'ForNoKeyUpdate',
  'ForShare',
  'ForKeyShare',
  'NoWait',
  'SkipLocked',
]);

/** The row stays locked until the transaction ends (PostgreSQL); on SQLite the database's writer lock does it. */
export const forUpdate = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) => query.forUpdate();

/** As `forUpdate`, skipping rows another transaction holds: each claimant gets its own rows. */
export const forUpdateSkipLocked = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
  query.forUpdate().skipLocked();

/** The rows of `table` stay shared until the transaction ends: others read them, nobody takes them for update. */
export const forShareOf = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, table: TB & string) =>
  query.forShare(table);

class DropRowLocks extends OperationNodeTransformer {
  protected override transformSelectQuery(node: SelectQueryNode): SelectQueryNode {
    const transformed = super.transformSelectQuery(node);
    if (!transformed.endModifiers?.some((m) => ROW_LOCKS.has(m.modifier))) return transformed;
    return { ...transformed, endModifiers: transformed.endModifiers.filter((m) => !ROW_LOCKS.has(m.modifier)) };
  }
}

/** The SQLite database's plugin: the lock helpers above do nothing there, so one query serves both. */
export class SqliteRowLocks implements KyselyPlugin {
  private readonly transformer = new DropRowLocks();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    // A copy of the whole tree per query costs; reads lock only at their top, inserts not at all.
    if (node.kind === 'InsertQueryNode') return node;
    if (node.kind === 'SelectQueryNode' && !node.endModifiers?.some((m) => ROW_LOCKS.has(m.modifier))) return node;
    return this.transformer.transformNode(node);
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

/**
 * As `forUpdate`, but inserts that reference the row (foreign keys take a key-share lock) still go on: a lock
 * that serialises a workspace's writers of one thing without holding up its other writes.
 */
export const forNoKeyUpdate = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
  query.forNoKeyUpdate();
