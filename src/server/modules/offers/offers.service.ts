import { bestAward, type Bid } from '../../../shared/landed-cost.ts';
import { outliersOf } from '../../../shared/lowest.ts';
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
import { inTaskCurrency } from './converted.ts';
import { currentSum, standing } from './standing.ts';

/** A printshop's current offer as the dashboard and the task list show it; `sum` is null while sealed. */
export type CurrentOffer = { supplierId: string; name: string; sum: number | null; complete: boolean };

/**
 * Each task's current offers (those pricing at least one format as it is), those for every format first, each
 * group lowest landed total first, and the best total by the ranking rule (docs/product.md#offers-and-ranks): the
 * lowest of the offers for every format, null without one or while sealed. The dashboard, the task list and the
 * task's overview read them from here.
 */
export async function offersOfTasks(ex: Executor, workspaceId: string, taskIds: readonly string[], today: string) {
  const [rows, formats] = await Promise.all([
    findOffersOfTasks(ex, workspaceId, taskIds, today),
    formatRevisionsOf(ex, taskIds),
  ]);
  const byTask = new Map<string, CurrentOffer[]>();
  for (const r of rows) {
    const list = byTask.get(r.taskId) ?? [];
    if (r.offer === null) {
      // Sealed: who offered shows, what and for which formats does not.
      list.push({ supplierId: r.supplierId, name: r.name, sum: null, complete: true });
    } else {
      const s = standing(inTaskCurrency(r.offer), formats.get(r.taskId) ?? []);
      if (s.current.length === 0) continue;
      list.push({ supplierId: r.supplierId, name: r.name, sum: s.landed, complete: s.complete });
    }
    byTask.set(r.taskId, list);
  }
  const result = new Map<string, { offers: CurrentOffer[]; lowestSum: number | null }>();
  for (const [taskId, list] of byTask) {
    list.sort((a, b) => Number(b.complete) - Number(a.complete) || (a.sum ?? 0) - (b.sum ?? 0));
    result.set(taskId, { offers: list, lowestSum: bestSum(list) });
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
  return rows.map(({ supplierId, offer }) => ({ supplierId, sum: currentSum(offer, revised) }));
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

/**
 * The best award a task's current prices allow, a split allowed, each winner's delivery once
 * (src/shared/landed-cost.ts): the task overview's best total. Null while sealed or while a format has no current
 * price of a printshop not deleted. `flagged`: it rests on a price far above the others (src/shared/lowest.ts).
 */
export async function bestAwardOf(ex: Executor, workspaceId: string, taskId: string, today: string) {
  const [rows, formats] = await Promise.all([
    findOffersOfTasks(ex, workspaceId, [taskId], today),
    formatRevisionsOf(ex, [taskId]),
  ]);
  const revised = formats.get(taskId) ?? [];
  const weighed = rows.flatMap(({ supplierId, offer }) => {
    if (!offer) return [];
    const converted = inTaskCurrency(offer);
    const { current } = standing(converted, revised);
    return [{ supplierId, prices: current, deliveryCost: converted.terms?.deliveryCost ?? null }];
  });
  const bids: Bid[] = weighed.map((o) => ({
    supplierId: o.supplierId,
    prices: Object.fromEntries(o.prices.map((p) => [p.id, p.price])),
    delivery: o.deliveryCost,
  }));
  const best = bestAward(
    revised.map((f) => f.id),
    bids,
  );
  if (!best) return null;
  const outliers = outliersOf(revised, weighed);
  const flagged = best.perSupplier.some((o) =>
    o.formats.some((f) => outliers.some((x) => x.supplierId === o.supplierId && x.formatId === f.formatId)),
  );
  return { total: best.total, flagged };
}
