import { sql } from 'kysely';
import { TaskState } from '../../../shared/task-state.ts';
import type { Db } from '../../db/database.ts';

/**
 * One page of open tasks, sent ones first, then those not sent yet, each nearest deadline first; one row more than
 * `limit` tells that more follow. Sent first: their offers are what the buyer watches, and a draft with an early
 * deadline (often one just begun) would otherwise head the page.
 */
export async function openTasks(db: Db, workspaceId: string, page: { offset: number; limit: number }) {
  return (
    db
      .selectFrom('tasks')
      .select(['id', 'name', 'state', 'deadlineDate', 'sealed', 'budget', 'currency', 'round'])
      .where('workspaceId', '=', workspaceId)
      // A literal, as in the partial index tasks_open: a bound parameter would keep SQLite off it.
      .where('state', '<', sql.lit(TaskState.cancelled))
      .orderBy(sql`case when ${sql.ref('state')} >= ${sql.lit(TaskState.sent)} then 0 else 1 end`)
      .orderBy('deadlineDate')
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit + 1)
      .execute()
  );
}

/** How many questions of each of the given tasks wait for an answer; tasks without any are left out. */
export async function unansweredOf(db: Db, workspaceId: string, taskIds: string[]) {
  if (taskIds.length === 0) return [];
  return db
    .selectFrom('questions')
    .select((eb) => ['taskId', eb.fn.countAll<number>().as('count')])
    .where('workspaceId', '=', workspaceId)
    .where('taskId', 'in', taskIds)
    .where('answer', 'is', null)
    .groupBy('taskId')
    .execute();
}
