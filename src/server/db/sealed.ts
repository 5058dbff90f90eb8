import { sql, type Expression } from 'kysely';

/**
 * Sealed bids are enforced where prices are read (docs/product.md#sealed-bids): a query that reads a price column of a task's
 * offers joins `tasks` and reads the column through `unsealed`, which answers NULL while the task is sealed and
 * its deadline day (`today`, the workspace's) is not over — for every reader, the workspace's owner too. It is
 * `isSealed` of src/shared/task-state.ts, written in SQL.
 */
export const unsealed = <T>(column: Expression<T>, today: string) =>
  sql<T | null>`case when ${sql.ref('tasks.sealed')} = 1 and (${sql.ref('tasks.deadlineDate')} is null or ${sql.ref(
    'tasks.deadlineDate',
  )} >= ${today}) then null else ${column} end`;
