import { sql, type ExpressionBuilder } from 'kysely';
import { addDays } from '../../../shared/dates.ts';
import type { DeadlineFilter, TaskSort } from '../../../shared/schemas/task-list.ts';
import type { TaskStateValue } from '../../../shared/task-state.ts';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { hasCurrentOffer } from '../offers/index.ts';

export type TaskListFilter = {
  /** Lower-cased as `searchName` is (searchKey). */
  search?: string;
  states: TaskStateValue[];
  deadline?: DeadlineFilter;
  sort: TaskSort;
  /** The workspace's today, which the deadline filter counts from. */
  today: string;
};

type Tasks = ExpressionBuilder<Database, 'tasks'>;

/** LIKE's own characters taken literally: a search for "50%" finds "50%", not everything starting with 50. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function deadlineIs(eb: Tasks, filter: DeadlineFilter, today: string) {
  const weekEnd = addDays(today, 6);
  const day = eb.ref('tasks.deadlineDate');
  if (filter === 'overdue') return eb(day, '<', today);
  if (filter === 'week') return eb.and([eb(day, '>=', today), eb(day, '<=', weekEnd)]);
  if (filter === 'later') return eb(day, '>', weekEnd);
  return eb(day, 'is', null);
}

/**
 * One page of the workspace's tasks found by the filter, in its order, with each one's number of formats,
 * invited printshops and current offers; one row more than `limit` tells that more follow.
 */
export async function listTaskSummaries(
  ex: Executor,
  workspaceId: string,
  page: { offset: number; limit: number },
  filter: TaskListFilter,
) {
  let query = ex
    .selectFrom('tasks')
    .select((eb) => [
      'tasks.id',
      'tasks.name',
      'tasks.note',
      'tasks.state',
      'tasks.deadlineDate',
      'tasks.currency',
      'tasks.sealed',
      'tasks.round',
      eb
        .selectFrom('taskFormats')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('taskFormats.taskId', '=', 'tasks.id')
        .as('formatCount'),
      eb
        .selectFrom('supplierTasks')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('supplierTasks.taskId', '=', 'tasks.id')
        .as('invited'),
      eb
        .selectFrom('supplierTasks')
        .select(eb.fn.countAll<number>().as('n'))
        .innerJoin('suppliers', 'suppliers.id', 'supplierTasks.supplierId')
        .whereRef('supplierTasks.taskId', '=', 'tasks.id')
        .where(hasCurrentOffer)
        .where('suppliers.deletedAt', 'is', null)
        .as('offers'),
    ])
    .where('tasks.workspaceId', '=', workspaceId);
  const { search, states, deadline, sort, today } = filter;
  // An explicit ESCAPE: SQLite's LIKE has no escape character of its own.
  if (search) query = query.where(sql<boolean>`${sql.ref('tasks.searchName')} like ${containing(search)} escape '\\'`);
  if (states.length > 0) query = query.where('tasks.state', 'in', states);
  if (deadline) query = query.where((eb) => deadlineIs(eb, deadline, today));
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const key = sort.replace('-', '');
  if (key === 'deadline') {
    // Tasks without a deadline last either way (SQLite and PostgreSQL put NULL at opposite ends).
    query = query
      .orderBy(sql`case when ${sql.ref('tasks.deadlineDate')} is null then 1 else 0 end`)
      .orderBy('tasks.deadlineDate', direction);
  }
  if (key === 'name') query = query.orderBy('tasks.searchName', direction);
  if (key === 'offers') query = query.orderBy('offers', direction);
  if (key === 'created') query = query.orderBy('tasks.createdAt', direction);
  const rows = await query
    .orderBy('tasks.createdAt', 'desc')
    .orderBy('tasks.id')
    .offset(page.offset)
    .limit(page.limit + 1)
    .execute();
  // PostgreSQL answers count(*) as a string.
  return rows.map((r) => ({
    ...r,
    formatCount: Number(r.formatCount ?? 0),
    invited: Number(r.invited ?? 0),
    offers: Number(r.offers ?? 0),
  }));
}
