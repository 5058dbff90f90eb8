import { convert, DEFAULT_CURRENCY, isCurrency, type Currency } from '../../../shared/currencies.ts';
import { todayIn } from '../../../shared/dates.ts';
import { per1000 } from '../../../shared/quantities.ts';
import { answersFormat } from '../../../shared/offer.ts';
import type { PriceHistory, PricePoint, ReferencePrice } from '../../../shared/schemas/prices.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { inTaskCurrency, toOffer, type Offer } from '../offers/index.ts';
import { awardsOfFormats, findFormatTitle, offersOfFormats } from './prices.queries.ts';

const YEAR_MS = 365 * 86_400_000;

type OfferRow = Awaited<ReturnType<typeof offersOfFormats>>[number];

/**
 * A price in the tender's currency, with the offer's delivery in it too: what the format alone would cost from that
 * printshop (landed), and the price as quoted when the offer is in another currency (docs/product.md#currencies).
 * The offer weighed as everywhere, through `inTaskCurrency`; `quoted` is the price in the offer's own currency.
 */
function asWeighed(taskCurrency: string, offer: Offer | null, quoted: number) {
  const currency: Currency = isCurrency(taskCurrency) ? taskCurrency : DEFAULT_CURRENCY;
  const price = offer ? convert(quoted, offer.rate) : quoted;
  const delivery = offer ? (inTaskCurrency(offer).terms?.deliveryCost ?? null) : null;
  const own = offer?.currency ?? currency;
  return {
    currency,
    price,
    quoted: own === currency ? null : { currency: own, price: quoted },
    delivery,
    landed: price + (delivery ?? 0),
  };
}

/** An offer's price for its task format's count; none while sealed (prices NULL) or not priced. */
function offerPoint(row: OfferRow): PricePoint | null {
  const offer = toOffer(row);
  const entry = offer?.prices.find((p) => p.id === row.taskFormatId);
  // A price for the format as it was before an amendment changed it is no price for it now.
  if (!entry || !answersFormat(entry, { id: row.taskFormatId, revision: Number(row.revision) })) return null;
  const { taskId, taskName, supplierId, supplierName, count } = row;
  const money = asWeighed(row.taskCurrency, offer, entry.price);
  return {
    kind: 'offer',
    at: Number(row.submittedAt),
    taskId,
    taskName,
    supplierId,
    supplierName,
    count,
    ...money,
    per1000: per1000(money.price, count),
    alternative: null,
  };
}

type AwardRow = Awaited<ReturnType<typeof awardsOfFormats>>[number];

/** An award's price, in the winner's currency as ordered, in the tender's. */
const awardPrice = (a: AwardRow) => asWeighed(a.taskCurrency, toOffer(a), Number(a.price));

/** GET /api/formats/{id}/prices: every offer and award for tender formats copied from this stored format. */
export async function formatPrices(deps: Pick<Deps, 'db' | 'config'>, staff: Staff, id: string): Promise<PriceHistory> {
  const ws = staff.workspace.id;
  const format = await findFormatTitle(deps.db, ws, id);
  if (!format) throw notFound('The format');
  const [offers, awards] = await Promise.all([
    offersOfFormats(deps.db, ws, [id], todayIn(deps.config.timeZone)),
    awardsOfFormats(deps.db, ws, [id], todayIn(deps.config.timeZone)),
  ]);
  const items = [
    ...offers.flatMap((o) => offerPoint(o) ?? []),
    ...awards.map((a): PricePoint => {
      const { taskId, taskName, supplierId, supplierName, count, alternative } = a;
      const money = awardPrice(a);
      return {
        kind: 'award',
        at: Number(a.createdAt),
        taskId,
        taskName,
        supplierId,
        supplierName,
        count,
        ...money,
        per1000: per1000(money.price, count),
        alternative,
      };
    }),
  ].sort((a, b) => a.at - b.at);
  return { format, items };
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/**
 * For the comparison of task `taskId`: for each of its formats copied from a stored format, the last award
 * and the median offer of the last year per 1,000 pieces in the workspace's other tenders.
 */
export async function referencePrices(
  ex: Executor,
  config: Pick<Deps['config'], 'timeZone'>,
  workspaceId: string,
  taskId: string,
  formats: { id: string; formatId: string | null }[],
  now = Date.now(),
): Promise<ReferencePrice[]> {
  const linked = formats.flatMap((f) => (f.formatId ? [{ id: f.id, formatId: f.formatId }] : []));
  const ids = [...new Set(linked.map((f) => f.formatId))];
  const [offers, awards] = await Promise.all([
    offersOfFormats(ex, workspaceId, ids, todayIn(config.timeZone), now - YEAR_MS),
    awardsOfFormats(ex, workspaceId, ids, todayIn(config.timeZone)),
  ]);
  return linked.map(({ id, formatId }) => {
    const others = offers.filter((o) => o.formatId === formatId && o.taskId !== taskId);
    const points = others.flatMap((o) => offerPoint(o) ?? []).map((p) => p.per1000);
    const last = awards.filter((a) => a.formatId === formatId && a.taskId !== taskId).at(-1);
    return {
      formatId,
      id,
      lastAward: last ? { per1000: per1000(awardPrice(last).price, last.count), at: Number(last.createdAt) } : null,
      medianYear: median(points),
      offersYear: points.length,
    };
  });
}
