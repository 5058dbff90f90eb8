import type { Scorecard, ScorecardList, ScorecardSummary } from '../../../shared/schemas/deliveries.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { deliveriesBySupplier, lastDeliveries, ordersBySupplier, supplierExists } from './deliveries.queries.ts';

type ScorecardDeps = Pick<Deps, 'db'>;

/** How many deliveries a scorecard lists. */
export const LAST_DELIVERIES = 5;

// PostgreSQL answers counts and sums as strings.
const n = (value: number | string | null | undefined) => Number(value ?? 0);

type Counted = number | string | null | undefined;

/**
 * The scorecard's rule: on time is delivered by the task's delivery date, counted over the deliveries whose task had
 * one; the quality's average to one decimal. From the counts of `deliveryCounts` (deliveries.queries.ts).
 */
export function scoreOf(d: { deliveries: Counted; dated: Counted; onTime: Counted; qualitySum: Counted }) {
  const count = n(d.deliveries);
  const dated = n(d.dated);
  return {
    deliveries: count,
    onTimeShare: dated > 0 ? n(d.onTime) / dated : null,
    averageQuality: count > 0 ? Math.round((n(d.qualitySum) / count) * 10) / 10 : null,
  };
}

/** Each printshop's figures from its orders and its deliveries' counts. */
async function summaries(deps: ScorecardDeps, workspaceId: string, supplierId?: string) {
  const [orders, deliveries] = await Promise.all([
    ordersBySupplier(deps.db, workspaceId, supplierId),
    deliveriesBySupplier(deps.db, workspaceId, supplierId),
  ]);
  const byId = new Map<string, ScorecardSummary>();
  const blank = (id: string): ScorecardSummary => ({
    supplierId: id,
    orders: 0,
    deliveries: 0,
    onTimeShare: null,
    averageQuality: null,
  });
  for (const o of orders) byId.set(o.supplierId, { ...blank(o.supplierId), orders: n(o.orders) });
  for (const d of deliveries) {
    byId.set(d.supplierId, { ...(byId.get(d.supplierId) ?? blank(d.supplierId)), ...scoreOf(d) });
  }
  return byId;
}

/** Every printshop of the workspace with an order, in short (the printshop table, picker, comparison). */
export async function scorecards(deps: ScorecardDeps, workspaceId: string): Promise<ScorecardList> {
  const byId = await summaries(deps, workspaceId);
  return { items: [...byId.values()].sort((a, b) => a.supplierId.localeCompare(b.supplierId)) };
}

/** One printshop's scorecard (404 for another workspace's or a deleted one). */
export async function scorecard(deps: ScorecardDeps, workspaceId: string, supplierId: string): Promise<Scorecard> {
  if (!(await supplierExists(deps.db, workspaceId, supplierId))) throw notFound('The printshop');
  const [byId, last] = await Promise.all([
    summaries(deps, workspaceId, supplierId),
    lastDeliveries(deps.db, workspaceId, supplierId, LAST_DELIVERIES),
  ]);
  const summary = byId.get(supplierId) ?? {
    supplierId,
    orders: 0,
    deliveries: 0,
    onTimeShare: null,
    averageQuality: null,
  };
  return { ...summary, last };
}

/**
 * The quality the comparison's score weighs (docs/product.md#scoring): each printshop's average of its recorded
 * deliveries (1 to 5), and the workspace's over all of them (null: none recorded yet).
 */
export async function qualityAverages(ex: ScorecardDeps['db'], workspaceId: string) {
  const rows = await deliveriesBySupplier(ex, workspaceId);
  const bySupplier = new Map<string, number>();
  let sum = 0;
  let count = 0;
  for (const d of rows) {
    if (n(d.deliveries) === 0) continue;
    bySupplier.set(d.supplierId, n(d.qualitySum) / n(d.deliveries));
    sum += n(d.qualitySum);
    count += n(d.deliveries);
  }
  return { bySupplier, workspace: count > 0 ? sum / count : null };
}
