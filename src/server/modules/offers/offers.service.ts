import { outliersOf, type WeighedOffer } from '../../../shared/lowest.ts';
import { bestSum } from '../../../shared/ranking.ts';
import type { RevisedFormat } from '../../../shared/offer.ts';
import type { SupplierSum } from '../../../shared/schemas/tasks.ts';
import type { Executor } from '../../db/database.ts';
import {
  findInvitedOffers,
  findOffersOfTasks,
  findTaskOfferPrices,
  formatRevisionsOf,
  setStandings,
} from './offers.queries.ts';
import { standing } from './standing.ts';

/** A printshop's current offer as the dashboard and the task list show it; `sum` is null while sealed. */
export type CurrentOffer = { supplierId: string; name: string; sum: number | null; complete: boolean };

/**
 * Each task's current offers (those pricing at least one format as it is), those for every format first, each
 * group lowest landed total first, and the best total by the ranking rule (docs/product.md#offers-and-ranks): the
 * lowest of the offers for every format, null without one or while sealed; `bestFlagged` when an offer at the best
 * total holds a price far above the others' (src/shared/lowest.ts, as the comparison flags it). The dashboard, the
 * task list and the task's overview read them from here.
 */
export async function offersOfTasks(ex: Executor, workspaceId: string, taskIds: readonly string[], today: string) {
  const [rows, formats] = await Promise.all([
    findOffersOfTasks(ex, workspaceId, taskIds, today),
    formatRevisionsOf(ex, taskIds),
  ]);
  const byTask = new Map<string, CurrentOffer[]>();
  const weighed = new Map<string, WeighedOffer[]>();
  for (const r of rows) {
    const list = byTask.get(r.taskId) ?? [];
    if (r.offer === null) {
      // Sealed: who offered shows, what and for which formats does not.
      list.push({ supplierId: r.supplierId, name: r.name, sum: null, complete: true });
    } else {
      const s = standing(r.offer, formats.get(r.taskId) ?? []);
      if (s.current.length === 0) continue;
      list.push({ supplierId: r.supplierId, name: r.name, sum: s.landed, complete: s.complete });
      const priced = weighed.get(r.taskId) ?? [];
      priced.push({ supplierId: r.supplierId, prices: s.current, deliveryCost: r.offer.terms?.deliveryCost ?? null });
      weighed.set(r.taskId, priced);
    }
    byTask.set(r.taskId, list);
  }
  const result = new Map<string, { offers: CurrentOffer[]; lowestSum: number | null; bestFlagged: boolean }>();
  for (const [taskId, list] of byTask) {
    list.sort((a, b) => Number(b.complete) - Number(a.complete) || (a.sum ?? 0) - (b.sum ?? 0));
    const lowestSum = bestSum(list);
    const flagged = new Set(outliersOf(formats.get(taskId) ?? [], weighed.get(taskId) ?? []).map((o) => o.supplierId));
    const bestFlagged = list.some((o) => o.complete && o.sum === lowestSum && flagged.has(o.supplierId));
    result.set(taskId, { offers: list, lowestSum, bestFlagged });
  }
  return result;
}

/**
 * The task's invited printshops, oldest invitation first, each with its offer's landed total of the prices that
 * are current: null without one, while sealed, or while every price it gave waits to be confirmed. The task's
 * read and its printshop table give the same figure.
 */
export async function supplierSums(ex: Executor, taskId: string, today: string): Promise<SupplierSum[]> {
  const [rows, formats] = await Promise.all([findInvitedOffers(ex, taskId, today), formatRevisionsOf(ex, [taskId])]);
  const revised = formats.get(taskId) ?? [];
  return rows.map(({ supplierId, offer }) => {
    const s = offer && standing(offer, revised);
    return { supplierId, sum: s && s.current.length > 0 ? s.landed : null };
  });
}

/**
 * Weighs a task's offers anew against its formats as an amendment left them, in its transaction: an offer
 * waits for a confirmation of exactly the formats it priced that the amendment changed.
 */
export async function restandOffers(ex: Executor, taskId: string, formats: readonly RevisedFormat[]) {
  const offers = await findTaskOfferPrices(ex, taskId);
  await setStandings(
    ex,
    taskId,
    offers.map(({ supplierId, prices }) => {
      const s = standing({ prices, terms: null }, formats);
      return { supplierId, staleFormats: s.staleFormats, currentFormats: s.current.length };
    }),
  );
}
