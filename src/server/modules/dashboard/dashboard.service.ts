import { daysBetween, todayIn } from '../../../shared/dates.ts';
import type { PageQuery } from '../../../shared/schemas/common.ts';
import type { Dashboard } from '../../../shared/schemas/dashboard.ts';
import { openingDay } from '../../../shared/task-state.ts';
import type { Deps } from '../../deps.ts';
import { offersOfTasks } from '../offers/index.ts';
import { currencyOf } from '../tasks/index.ts';
import { openTasks, unansweredOf } from './dashboard.queries.ts';

/**
 * One card per open task (state below 90) with its offers and unanswered questions, a page at a time: three
 * queries, however many tasks.
 */
export async function dashboard(
  deps: Pick<Deps, 'db' | 'config'>,
  workspaceId: string,
  page: PageQuery,
): Promise<Dashboard> {
  const rows = await openTasks(deps.db, workspaceId, page);
  const tasks = rows.slice(0, page.limit);
  const ids = tasks.map((t) => t.id);
  const today = todayIn(deps.config.timeZone);
  const [byTask, unanswered] = await Promise.all([
    offersOfTasks(deps.db, workspaceId, ids, today),
    unansweredOf(deps.db, workspaceId, ids),
  ]);
  const questions = new Map(unanswered.map((q) => [q.taskId, Number(q.count)]));
  return {
    items: tasks.map((t) => {
      const own = byTask.get(t.id);
      return {
        id: t.id,
        name: t.name,
        state: t.state,
        deadlineDate: t.deadlineDate,
        daysLeft: t.deadlineDate ? daysBetween(today, t.deadlineDate) : null,
        lowestSum: own?.lowestSum ?? null,
        opening: openingDay(t, today),
        offers: (own?.offers ?? []).map(({ name, sum, complete }) => ({ name, sum, complete })),
        questions: questions.get(t.id) ?? 0,
        budget: t.budget === null ? null : t.budget / 100,
        overBudget: t.budget !== null && own?.lowestSum != null && own.lowestSum > t.budget,
        currency: currencyOf(t),
        round: t.round,
      };
    }),
    next: rows.length > page.limit ? page.offset + page.limit : null,
  };
}
