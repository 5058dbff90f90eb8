import { addDays, addWorkingDays, todayIn } from '../../../shared/dates.ts';
import { lowestLanded, lowestPriceOnly, outliersOf, type WeighedOffer } from '../../../shared/lowest.ts';
import { quantitiesOf } from '../../../shared/quantities.ts';
import type { Comparison } from '../../../shared/schemas/comparison.ts';
import type { PriceEntry, Terms } from '../../../shared/schemas/offers.ts';
import { openingDay, TaskState } from '../../../shared/task-state.ts';
import type { Staff } from '../../auth/staff.ts';
import { referencePrices } from '../formats/index.ts';
import type { Currency } from '../../../shared/currencies.ts';
import { inTaskCurrency, offerHistory, standing, type Offer } from '../offers/index.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { currenciesOf, findTaskFormats, findTaskRevisions, readTask } from '../tasks/index.ts';
import type { Deps } from '../../deps.ts';
import { findAwards, orderNumbersOf } from '../award/index.ts';
import { currentOffers, declinedSuppliers, revisionCounts } from './comparison.queries.ts';
import { addedAt } from './added-at.ts';
import { scoresOf } from './scores.ts';

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
  const [taskFormats, revisions, offers, history, counts, awards, declined] = await Promise.all([
    findTaskFormats(deps.db, taskId),
    findTaskRevisions(deps.db, taskId),
    currentOffers(deps.db, ws, taskId, today),
    offerHistory(deps.db, ws, taskId, today),
    revisionCounts(deps.db, ws, taskId),
    task.state === TaskState.done ? findAwards(deps.db, taskId) : [],
    declinedSuppliers(deps.db, ws, taskId),
  ]);
  const orderNumbers = awards.length > 0 ? await orderNumbersOf(deps.db, taskId) : new Map<string, string>();
  const references = await referencePrices(deps.db, deps.config, ws, taskId, taskFormats);
  const formats = taskFormats.map((f) => ({
    id: f.id,
    title: f.title,
    count: f.count,
    counts: quantitiesOf(f).filter((c) => c !== f.count),
    runOn: f.runOn,
    versions: f.versions,
    versionChangePrice: f.versionChangePrice,
    spec: f.spec,
    addedAt: addedAt(revisions, f.id),
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
  const known = new Set(taskFormats.map((f) => f.id));
  const { currency, rates } = currenciesOf(task);
  const ofSupplier = new Map<string, Revision[]>();
  for (const h of history) ofSupplier.set(h.supplierId, [...(ofSupplier.get(h.supplierId) ?? []), h]);
  // From round 2 on, only the offers of the printshops in the round rank (docs/product.md#rounds).
  const ranks = (o: { round: number; deleted: boolean }) => !o.deleted && o.round >= task.round;
  const marked = offers.map(({ offer, kept, earlier, ...o }) => {
    // Weighed in the task's currency at its rates; shown as sent, in the offer's (docs/product.md#currencies).
    const converted = offer && inTaskCurrency(offer);
    const s = converted && standing(converted, taskFormats);
    // Prices for formats the task no longer has are no part of the offer any more.
    const prices = (offer?.prices ?? []).filter((p) => known.has(p.id));
    return {
      ...o,
      // The landed total of its current prices; while every price waits to be confirmed, its total as it was sent
      // (shown apart, never lowest); null while sealed.
      sum: s ? (s.current.length > 0 ? s.landed : converted.sum) : null,
      quotedSum: s ? (s.current.length > 0 ? standing(offer, taskFormats).landed : offer.sum) : null,
      currency: offer?.currency ?? currency,
      rate: offer?.rate ?? 1,
      prices,
      pricedFor: prices.map((p) => ({ id: p.id, count: p.count })),
      terms: offer?.terms ?? null,
      stale: kept.staleFormats.length > 0,
      staleFormats: kept.staleFormats,
      current: s?.current ?? [],
      convertedDelivery: converted?.terms?.deliveryCost ?? null,
      // Sealed, no price is read: whether an offer is partial shows at the opening.
      complete: opening !== null || (s?.complete ?? false),
      ...historyOf(ofSupplier.get(o.supplierId) ?? [], offer?.prices, currency),
      earlier: earlier && earlierOf(earlier, taskFormats, currency),
    };
  });
  // Lowest and "far above" weigh current prices only: one waiting to be confirmed is never a yardstick. A price
  // far above the others is likely a typo: it is flagged, and never lowest.
  const weighed: WeighedOffer[] = marked
    .filter(ranks)
    .map((o) => ({ supplierId: o.supplierId, prices: o.current, deliveryCost: o.convertedDelivery }));
  const outliers = outliersOf(formats, weighed);
  const scored = await scoresOf(
    deps.db,
    task,
    today,
    marked.filter(ranks).map((o) => ({
      supplierId: o.supplierId,
      // A total that covers every format as it is, opened: a partial or waiting one is not weighed against it.
      landed: o.complete && opening === null && o.current.length > 0 ? o.sum : null,
      prices: o.current,
      deliveryCost: o.convertedDelivery,
      leadDays: o.terms?.leadDays ?? null,
    })),
    formats,
    outliers,
  );
  const nothingCurrent = (o: (typeof marked)[number]) => opening === null && o.current.length === 0;
  const bySum = (a: (typeof marked)[number], b: (typeof marked)[number]) =>
    (a.sum ?? 0) - (b.sum ?? 0) || a.submittedAt - b.submittedAt || a.name.localeCompare(b.name);
  return {
    currency,
    rates,
    opening,
    references,
    declined,
    formats,
    lowest: lowestLanded(formats, weighed, outliers),
    ...lowestPriceOnly(formats, weighed),
    outliers,
    scoring: scored.weights,
    bestScore: scored.bestScore,
    awardReason: task.awardReason,
    awards: awards.map(({ formatId, supplierId, count, price, alternative }) => ({
      formatId,
      supplierId,
      count,
      price: Number(price),
      alternative,
      orderNumber: orderNumbers.get(supplierId) ?? null,
    })),
    round: task.round,
    // Offers for every format first, then partial ones (their totals cover less), then those with nothing current;
    // those left out of a final round after all.
    offers: [
      ...marked.filter((o) => o.complete && o.round >= task.round).sort(bySum),
      ...marked.filter((o) => !o.complete && !nothingCurrent(o) && o.round >= task.round).sort(bySum),
      ...marked.filter((o) => nothingCurrent(o) && o.round >= task.round).sort(bySum),
      ...marked.filter((o) => o.round < task.round).sort(bySum),
    ].map(({ current: _, convertedDelivery: _d, ...o }) => {
      const until = validUntil(o.terms, o.submittedAt, deps.config.timeZone);
      const leadDays = o.terms?.leadDays ?? null;
      return {
        ...o,
        validUntil: until,
        expiresEarly: until !== null && awardBy !== null && until < awardBy,
        lateDelivery:
          leadDays !== null && task.deliveryDate !== null && addWorkingDays(orderDay, leadDays) > task.deliveryDate,
        revisions: counts.get(o.supplierId) ?? 0,
        score: scored.ofOffer.get(o.supplierId)?.score ?? null,
        formatScores: scored.ofOffer.get(o.supplierId)?.formatScores ?? [],
      };
    }),
  };
}

type Revision = { at: number; sum: number; prices: PriceEntry[]; currency: Currency | null };

/** An offer as the round before closed, for "round 1 → round 2": landed in the task's currency, and as sent. */
function earlierOf(offer: Offer, formats: TaskFormat[], taskCurrency: Currency) {
  const converted = inTaskCurrency(offer);
  const s = standing(converted, formats);
  return {
    sum: s.current.length > 0 ? s.landed : converted.sum,
    quotedSum: offer.sum,
    currency: offer.currency ?? taskCurrency,
  };
}

/**
 * An offer's revisions newest first, each in the currency it was sent in (the task's before currencies were
 * stored), its current one sent once (issue 46): when the newest revision's prices are the offer's, it is
 * `latest` (when and its total as sent) and `history` the ones before; else `history` keeps all.
 */
function historyOf(revisions: Revision[], prices: PriceEntry[] | undefined, taskCurrency: Currency) {
  const all = revisions.map(({ at, sum, prices, currency }) => ({
    at,
    sum,
    prices,
    currency: currency ?? taskCurrency,
  }));
  const [newest, ...earlier] = all;
  if (!newest || !prices || JSON.stringify(newest.prices) !== JSON.stringify(prices))
    return { latest: null, history: all };
  return { latest: { at: newest.at, sum: newest.sum }, history: earlier };
}
