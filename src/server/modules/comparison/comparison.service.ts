import { addDays, addWorkingDays, todayIn } from '../../../shared/dates.ts';
import { landedCost } from '../../../shared/landed-cost.ts';
import { quantitiesOf } from '../../../shared/quantities.ts';
import { pricesEvery } from '../../../shared/ranking.ts';
import type { Comparison } from '../../../shared/schemas/comparison.ts';
import type { PriceEntry, Terms } from '../../../shared/schemas/offers.ts';
import type { Revision } from '../../../shared/schemas/revisions.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { isStaleOffer, openingDay, TaskState } from '../../../shared/task-state.ts';
import type { Staff } from '../../auth/staff.ts';
import { referencePrices } from '../formats/index.ts';
import { findTaskFormats, findTaskRevisions, readTask } from '../tasks/index.ts';
import type { Deps } from '../../deps.ts';
import { findAwards } from '../award/index.ts';
import { currentOffers, declinedSuppliers, offerHistory, revisionCounts } from './comparison.queries.ts';

type Offers = { supplierId: string; prices: PriceEntry[]; terms: Terms | null }[];

const lowestOf = (prices: number[]) => (prices.length ? Math.min(...prices) : null);

/**
 * The lowest landed cost per format at its count (its price plus the offer's delivery once, as if that format
 * were ordered alone: src/shared/landed-cost.ts), and the lowest price for each further quantity and run-on.
 */
function lowestPrices(formats: Comparison['formats'], offers: Offers) {
  const entries = (id: string) => offers.flatMap((o) => o.prices.filter((p) => p.id === id));
  return {
    lowest: formats.flatMap((f) => {
      const landed = offers.flatMap((o) => {
        const entry = o.prices.find((p) => p.id === f.id);
        if (!entry) return [];
        const { total } = landedCost([{ ...entry, formatId: f.id, supplierId: o.supplierId, count: f.count }], () =>
          o.terms === null ? null : o.terms.deliveryCost,
        );
        return [{ supplierId: o.supplierId, price: entry.price, landed: total }];
      });
      const least = lowestOf(landed.map((l) => l.landed));
      if (least === null) return [];
      const lowest = landed.filter((l) => l.landed === least);
      return [{ id: f.id, price: lowest[0]!.price, landed: least, supplierIds: lowest.map((l) => l.supplierId) }];
    }),
    lowestScales: formats.flatMap((f) =>
      f.counts.flatMap((count) => {
        const price = lowestOf(
          entries(f.id).flatMap((p) => p.scales.filter((s) => s.count === count).map((s) => s.price)),
        );
        return price === null ? [] : [{ id: f.id, count, price }];
      }),
    ),
    lowestRunOn: formats.flatMap((f) => {
      const price = lowestOf(entries(f.id).flatMap((p) => (p.runOnPer1000 === null ? [] : [p.runOnPer1000])));
      return price === null ? [] : [{ id: f.id, price }];
    }),
  };
}

/**
 * The quantity each priced format's main price was given for: the count an offer of `revision` saw, i.e. the
 * old count of the first later amendment that changed the format's quantities, else the count as it is.
 * A stale price shows under its own quantity, never under one it was not given for (docs/product.md#comparison).
 */
function pricedFor(formats: TaskFormat[], revisions: Revision[], revision: number, prices: PriceEntry[]) {
  return formats.flatMap((f) => {
    if (!prices.some((p) => p.id === f.id)) return [];
    const changed = revisions
      .filter((r) => r.number > revision)
      .flatMap((r) => r.changes)
      .find((c) => c.field === 'format' && c.formatId === f.id && c.change === 'quantities');
    const old = changed?.field === 'format' ? changed.old : null;
    return [{ id: f.id, count: old?.count ?? f.count }];
  });
}

/** The last day an offer holds: the day it came (workspace time zone) plus the days the printshop gave. */
const validUntil = (terms: Terms | null, submittedAt: number, timeZone: string) =>
  terms?.validDays ? addDays(todayIn(timeZone, new Date(submittedAt)), terms.validDays) : null;

/**
 * Printshops × formats with every asked quantity: each current offer with its terms and history, the lowest
 * price per format and quantity, and the offers that hold for less long than the award is planned or whose
 * lead time misses the delivery date. While the task is sealed, who offered and when, and no price.
 */
export async function compareOffers(
  deps: Pick<Deps, 'db' | 'config'>,
  staff: Staff,
  taskId: string,
): Promise<Comparison> {
  const ws = staff.workspace.id;
  const today = todayIn(deps.config.timeZone);
  const task = await readTask(deps.db, ws, taskId);
  const [taskFormats, offers, history, counts, awards, declined, revisions] = await Promise.all([
    findTaskFormats(deps.db, taskId),
    currentOffers(deps.db, ws, taskId, today),
    offerHistory(deps.db, ws, taskId, today),
    revisionCounts(deps.db, ws, taskId),
    task.state === TaskState.done ? findAwards(deps.db, taskId) : [],
    declinedSuppliers(deps.db, ws, taskId),
    task.pricesRevision > 0 ? findTaskRevisions(deps.db, taskId) : [],
  ]);
  const references = await referencePrices(deps.db, deps.config, ws, taskId, taskFormats);
  const formats = taskFormats.map((f) => ({
    id: f.id,
    title: f.title,
    count: f.count,
    counts: quantitiesOf(f).filter((c) => c !== f.count),
    runOn: f.runOn,
  }));
  const awardBy = task.awardDate ?? task.deadlineDate;
  // A lead time runs from the order: the award's day once awarded, else the planned award (not before today).
  const orderDay =
    task.acceptedAt !== null
      ? todayIn(deps.config.timeZone, new Date(task.acceptedAt))
      : awardBy !== null && awardBy > today
        ? awardBy
        : today;
  const opening = openingDay(task, today);
  const formatIds = taskFormats.map((f) => f.id);
  // Offers made before the formats changed are shown apart, after the current ones, and never lowest.
  const marked = offers.map(({ revision, offer, ...o }) => ({
    ...o,
    sum: offer?.sum ?? null,
    prices: offer?.prices ?? [],
    pricedFor: pricedFor(taskFormats, revisions, revision, offer?.prices ?? []),
    terms: offer?.terms ?? null,
    stale: isStaleOffer(revision, task.pricesRevision),
    // Sealed, no price is read: whether an offer is partial shows at the opening.
    complete: opening !== null || pricesEvery(offer?.prices ?? [], formatIds),
  }));
  const current = marked.filter((o) => !o.stale);
  return {
    opening,
    references,
    declined,
    formats,
    ...lowestPrices(formats, current),
    awards: awards.map(({ formatId, supplierId, count, price, alternative }) => ({
      formatId,
      supplierId,
      count,
      price: Number(price),
      alternative,
    })),
    // Offers for every format first, then partial ones (their totals cover less), then those to confirm.
    offers: [
      ...current.filter((o) => o.complete),
      ...current.filter((o) => !o.complete),
      ...marked.filter((o) => o.stale),
    ].map((o) => {
      const until = validUntil(o.terms, o.submittedAt, deps.config.timeZone);
      const leadDays = o.terms?.leadDays ?? null;
      return {
        ...o,
        validUntil: until,
        expiresEarly: until !== null && awardBy !== null && until < awardBy,
        lateDelivery:
          leadDays !== null && task.deliveryDate !== null && addWorkingDays(orderDay, leadDays) > task.deliveryDate,
        history: history
          .filter((h) => h.supplierId === o.supplierId)
          .map(({ at, sum, prices }) => ({ at, sum, prices })),
        revisions: counts.get(o.supplierId) ?? 0,
      };
    }),
  };
}
