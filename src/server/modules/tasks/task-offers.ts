import { bestSum } from '../../../shared/ranking.ts';
import type { CurrentOfferRow } from './task-offers.queries.ts';

/** A printshop's current offer as the dashboard and the task list show it; `sum` is null while sealed. */
export type CurrentOffer = { name: string; sum: number | null; complete: boolean };

/**
 * Each task's current offers, those for every format first, each group lowest first, and the best total by the
 * ranking rule (docs/product.md#offers-and-ranks): the lowest of the offers for every format, null without one
 * or while sealed. The dashboard and the task list both read it from here.
 */
export function offersByTask(rows: readonly CurrentOfferRow[]) {
  const byTask = new Map<string, CurrentOffer[]>();
  for (const o of rows) {
    const list = byTask.get(o.taskId) ?? [];
    // A current offer names each format once and only the task's (offer-page.service.ts): as many as it has.
    const complete = o.prices === null || (JSON.parse(o.prices) as unknown[]).length === Number(o.formats);
    list.push({ name: o.name, sum: o.sum === null ? null : Number(o.sum), complete });
    byTask.set(o.taskId, list);
  }
  const result = new Map<string, { offers: CurrentOffer[]; lowestSum: number | null }>();
  for (const [taskId, list] of byTask) {
    list.sort((a, b) => Number(b.complete) - Number(a.complete));
    result.set(taskId, { offers: list, lowestSum: bestSum(list.map((o) => ({ ...o, stale: false }))) });
  }
  return result;
}
