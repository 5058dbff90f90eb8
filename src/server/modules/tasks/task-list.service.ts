import { daysBetween, todayIn } from '../../../shared/dates.ts';
import type { TaskListQuery } from '../../../shared/schemas/task-list.ts';
import type { TaskList } from '../../../shared/schemas/tasks.ts';
import { openingDay, TaskState } from '../../../shared/task-state.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { listTaskSummaries } from './task-list.queries.ts';
import { offersOfTasks } from '../offers/index.ts';
import { winnersOf } from './winners.queries.ts';
import { searchKey } from './tasks.queries.ts';

/**
 * A page of the workspace's tasks as the task list shows them (docs/product.md#dashboard-and-task-list): three
 * queries however many tasks, the page itself, its current offers and its winners.
 */
export async function listTasks(
  deps: Pick<Deps, 'db' | 'config'>,
  staff: Staff,
  query: TaskListQuery,
): Promise<TaskList> {
  const workspaceId = staff.workspace.id;
  const today = todayIn(deps.config.timeZone);
  const { q, state = [], deadline, sort, ...page } = query;
  const states = (Array.isArray(state) ? state : [state]).map((name) => TaskState[name]);
  const filter = { search: q ? searchKey(q) : undefined, states, deadline, sort, today };
  const rows = await listTaskSummaries(deps.db, workspaceId, page, filter);
  const tasks = rows.slice(0, page.limit);
  const offered = tasks.filter((t) => t.offers > 0).map((t) => t.id);
  const awarded = tasks.filter((t) => t.state === TaskState.done).map((t) => t.id);
  const [byTask, winners] = await Promise.all([
    offersOfTasks(deps.db, workspaceId, offered, today),
    winnersOf(deps.db, workspaceId, awarded),
  ]);
  const namesOf = new Map<string, string[]>();
  for (const w of winners) namesOf.set(w.taskId, [...(namesOf.get(w.taskId) ?? []), w.name]);
  return {
    items: tasks.map(({ sealed, ...t }) => ({
      ...t,
      lowestSum: byTask.get(t.id)?.lowestSum ?? null,
      daysLeft: t.deadlineDate ? daysBetween(today, t.deadlineDate) : null,
      opening: openingDay({ sealed, deadlineDate: t.deadlineDate }, today),
      winners: namesOf.get(t.id) ?? [],
    })),
    next: rows.length > page.limit ? page.offset + page.limit : null,
  };
}
