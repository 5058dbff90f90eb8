import { todayIn } from '../../../shared/dates.ts';
import type { PageQuery } from '../../../shared/schemas/common.ts';
import type { Dashboard } from '../../../shared/schemas/dashboard.ts';
import { openingDay } from '../../../shared/task-state.ts';
import type { Deps } from '../../deps.ts';
import { offersOf, openTasks, unansweredOf } from './dashboard.queries.ts';
import { daysBetween } from './days.ts';

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
  const [offers, unanswered] = await Promise.all([
    offersOf(deps.db, workspaceId, ids, today),
    unansweredOf(deps.db, workspaceId, ids),
  ]);
  const questions = new Map(unanswered.map((q) => [q.taskId, Number(q.count)]));
  const byTask = new Map<string, { name: string; sum: number | null; complete: boolean }[]>();
  for (const o of offers) {
    const list = byTask.get(o.taskId) ?? [];
    // A current offer names each format once and only the task's (offer-page.service.ts): as many as it has.
    const complete = o.prices === null || (JSON.parse(o.prices) as unknown[]).length === Number(o.formats);
    list.push({ name: o.name, sum: o.sum === null ? null : Number(o.sum), complete });
    byTask.set(o.taskId, list);
  }
  // Offers for every format first, lowest first; partial ones after them (docs/product.md#offers-and-ranks).
  for (const list of byTask.values()) list.sort((a, b) => Number(b.complete) - Number(a.complete));
  return {
    items: tasks.map((t) => {
      const own = byTask.get(t.id) ?? [];
      return {
        id: t.id,
        name: t.name,
        state: t.state,
        deadlineDate: t.deadlineDate,
        daysLeft: t.deadlineDate ? daysBetween(today, t.deadlineDate) : null,
        lowestSum: own[0]?.complete ? own[0].sum : null,
        opening: openingDay(t, today),
        offers: own,
        questions: questions.get(t.id) ?? 0,
      };
    }),
    next: rows.length > page.limit ? page.offset + page.limit : null,
  };
}
