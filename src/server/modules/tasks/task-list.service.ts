import { daysBetween, todayIn } from '../../../shared/dates.ts';
import type { TaskListQuery } from '../../../shared/schemas/task-list.ts';
import type { TaskList } from '../../../shared/schemas/tasks.ts';
import { openingDay, TaskState } from '../../../shared/task-state.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { listTaskSummaries } from './task-list.queries.ts';
import { currencyOf } from './task-currencies.ts';
import { awardedInTaskCurrency, offersOfTasks, toOffer } from '../offers/index.ts';
import { awardsOf } from './winners.queries.ts';
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
  const [byTask, awards] = await Promise.all([
    offersOfTasks(deps.db, workspaceId, offered, today),
    awardsOf(deps.db, workspaceId, awarded),
  ]);
  const ordered = awardedTasks(awards);
  return {
    items: tasks.map(({ sealed, ...t }) => ({
      ...t,
      lowestSum: byTask.get(t.id)?.lowestSum ?? null,
      awarded: ordered.get(t.id)?.total ?? null,
      daysLeft: t.deadlineDate ? daysBetween(today, t.deadlineDate) : null,
      opening: openingDay({ sealed, deadlineDate: t.deadlineDate }, today),
      winners: ordered.get(t.id)?.winners ?? [],
      currency: currencyOf(t),
    })),
    next: rows.length > page.limit ? page.offset + page.limit : null,
  };
}

/**
 * Per awarded task, its winners by name and what the award costs in the task's currency, each winner's delivery once
 * (src/shared/landed-cost.ts), as the task's overview and the exports count it.
 */
function awardedTasks(rows: Awaited<ReturnType<typeof awardsOf>>) {
  const byTask = new Map<string, typeof rows>();
  for (const r of rows) byTask.set(r.taskId, [...(byTask.get(r.taskId) ?? []), r]);
  return new Map(
    [...byTask].map(([taskId, lines]) => {
      const offers = new Map(lines.map((l) => [l.supplierId, toOffer(l)]));
      const total = awardedInTaskCurrency(
        lines.map((l) => ({ ...l, price: Number(l.price) })),
        (supplierId) => offers.get(supplierId) ?? null,
      );
      return [taskId, { total, winners: [...new Set(lines.map((l) => l.name))] }];
    }),
  );
}
