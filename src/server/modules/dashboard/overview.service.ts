import { daysBetween, todayIn } from '../../../shared/dates.ts';
import type { TaskOverview } from '../../../shared/schemas/dashboard.ts';
import { openingDay } from '../../../shared/task-state.ts';
import type { Deps } from '../../deps.ts';
import { awardedTotal } from '../award/index.ts';
import { offersOfTasks } from '../offers/index.ts';
import { readTask } from '../tasks/index.ts';
import { dashboardActions } from './actions.service.ts';
import { unansweredOf } from './dashboard.queries.ts';
import { supplierCounts } from './overview.queries.ts';

/**
 * A task's overview (docs/product.md#task-page): the dashboard card's deadline and best total, the award's cost, the printshops
 * counted, and the task's needs-action reasons by the dashboard's own rules. 404 for another workspace's task.
 */
export async function taskOverview(
  deps: Pick<Deps, 'db' | 'config'>,
  workspaceId: string,
  taskId: string,
): Promise<TaskOverview> {
  const task = await readTask(deps.db, workspaceId, taskId);
  const today = todayIn(deps.config.timeZone);
  const [counts, offers, unanswered, actions, awarded] = await Promise.all([
    supplierCounts(deps.db, workspaceId, taskId),
    offersOfTasks(deps.db, workspaceId, [taskId], today),
    unansweredOf(deps.db, workspaceId, [taskId]),
    dashboardActions(deps, workspaceId, taskId),
    awardedTotal(deps.db, taskId),
  ]);
  const best = offers.get(taskId);
  return {
    deadlineDate: task.deadlineDate,
    daysLeft: task.deadlineDate ? daysBetween(today, task.deadlineDate) : null,
    opening: openingDay(task, today),
    invited: Number(counts.invited),
    opened: Number(counts.opened),
    offered: Number(counts.offered),
    declined: Number(counts.declined),
    questions: Number(unanswered[0]?.count ?? 0),
    bestTotal: best?.lowestSum ?? null,
    bestTotalFlagged: best?.bestFlagged ?? false,
    awarded,
    actions: actions.items.map(({ reason, count }) => ({ reason, count })),
  };
}
