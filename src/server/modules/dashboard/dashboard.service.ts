import { todayIn } from '../../../shared/dates.ts';
import type { PageQuery } from '../../../shared/schemas/common.ts';
import type { Dashboard } from '../../../shared/schemas/dashboard.ts';
import type { Deps } from '../../deps.ts';
import { offersOf, openTasks } from './dashboard.queries.ts';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** One card per open task (state below 90) with its offers, a page at a time: two queries, however many tasks. */
export async function dashboard(
  deps: Pick<Deps, 'db' | 'config'>,
  workspaceId: string,
  page: PageQuery,
): Promise<Dashboard> {
  const rows = await openTasks(deps.db, workspaceId, page);
  const tasks = rows.slice(0, page.limit);
  const offers = await offersOf(
    deps.db,
    workspaceId,
    tasks.map((t) => t.id),
  );
  const today = todayIn(deps.config.timeZone);
  const byTask = new Map<string, { name: string; sum: number }[]>();
  for (const o of offers) {
    const list = byTask.get(o.taskId) ?? [];
    list.push({ name: o.name, sum: Number(o.sum) });
    byTask.set(o.taskId, list);
  }
  return {
    items: tasks.map((t) => {
      const own = byTask.get(t.id) ?? [];
      return {
        id: t.id,
        name: t.name,
        state: t.state,
        deadlineDate: t.deadlineDate,
        daysLeft: t.deadlineDate ? daysBetween(today, t.deadlineDate) : null,
        lowestSum: own[0]?.sum ?? null,
        offers: own,
        questions: 0, // issue 13: unanswered questions
      };
    }),
    next: rows.length > page.limit ? page.offset + page.limit : null,
  };
}
