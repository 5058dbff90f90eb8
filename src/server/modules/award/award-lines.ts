import { bestSingle, landedCost, type Bid } from '../../../shared/landed-cost.ts';
import { priceOf, quantitiesOf } from '../../../shared/quantities.ts';
import { versionChanges, wholePrice } from '../../../shared/versions.ts';
import { todayIn } from '../../../shared/dates.ts';
import { answersFormat } from '../../../shared/offer.ts';
import { isSealed } from '../../../shared/task-state.ts';
import type { AwardBody, AwardPreview } from '../../../shared/schemas/award.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { findSupplierTasks, type SupplierTaskRecord } from '../invitations/index.ts';
import { ranked } from '../offers/index.ts';
import { currenciesOf, type TaskRow } from '../tasks/index.ts';
import { convert } from '../../../shared/currencies.ts';
import type { OrderLine } from './order.mail.tsx';

type Award = AwardBody['awards'][number];

/** What one award orders: the format, the quantity, its price, the alternative's description if chosen. */
export function orderLine(format: TaskFormat, invitation: SupplierTaskRecord, award: Award): OrderLine {
  if (!invitation.offer) throw conflict('NO_OFFER', 'This printshop has not made an offer.');
  const entry = invitation.offer.prices.find((p) => p.id === format.id);
  if (!entry) throw conflict('NO_OFFER', `${invitation.supplierName} has not priced ${format.title}.`);
  // Only the changed format waits: the printshop's other prices can be awarded at once (docs/product.md#amendments).
  if (!answersFormat(entry, format)) {
    throw conflict(
      'OFFER_STALE',
      `${invitation.supplierName} has not confirmed its price for ${format.title} since the format changed.`,
      {
        supplier: invitation.supplierName,
        format: format.title,
        supplierId: invitation.supplierId,
        formatId: format.id,
      },
    );
  }
  const offered = award.alternative ? entry.alternative && { ...entry.alternative, runOnPer1000: null } : entry;
  if (!offered)
    throw conflict('NO_ALTERNATIVE', `${invitation.supplierName} offered no alternative to ${format.title}.`);
  const count = award.count ?? format.count;
  const quoted = priceOf(offered, format, count);
  if (quoted === null) {
    const asked = quantitiesOf(format).join(', ');
    throw conflict(
      'QUANTITY_NOT_OFFERED',
      `${invitation.supplierName} offered no price for ${count} pieces (asked: ${asked}).`,
    );
  }
  // The version changes come with any quantity of the format, its alternative too (docs/product.md#versions).
  const price = quoted + versionChanges(format.versions.length, entry.versionChangePrice);
  return { title: format.title, count, price, alternative: award.alternative ? entry.alternative!.description : null };
}

/** Each of the task's formats exactly once. */
function checkComplete(formats: TaskFormat[], awards: Award[]) {
  const ids = new Set(formats.map((f) => f.id));
  const given = new Set(awards.map((a) => a.formatId));
  const complete = awards.every((a) => ids.has(a.formatId)) && given.size === awards.length && given.size === ids.size;
  if (!complete) throw badRequest('AWARD_INCOMPLETE', 'Award every format of the task once.', 'awards');
}

/**
 * The invitations of the awarded printshops, each once. A printshop deleted since it offered gets no order:
 * its link answers "not invited" (docs/product.md#award-and-order).
 */
function winnersOf(all: Map<string, SupplierTaskRecord>, supplierIds: string[]) {
  const found = new Map<string, SupplierTaskRecord>();
  for (const supplierId of new Set(supplierIds)) {
    const invitation = all.get(supplierId);
    if (!invitation) throw notFound('The printshop');
    if (invitation.supplierDeleted) {
      throw conflict('SUPPLIER_DELETED', `${invitation.supplierName} was deleted; it can no longer get an order.`);
    }
    found.set(supplierId, invitation);
  }
  return found;
}

/** The delivery cost a printshop's current offer states (`converted`: in the task's currency), null when none. */
function deliveryOf(invitation: SupplierTaskRecord | undefined, converted = false) {
  const cost = invitation?.offer?.terms?.deliveryCost ?? null;
  return cost === null || !converted ? cost : convert(cost, invitation!.offer!.rate);
}

/** The offers' current prices, of printshops not deleted, at each format's count: what could win. */
function bidsOf(all: Map<string, SupplierTaskRecord>, formats: TaskFormat[]): Bid[] {
  return [...all.values()].flatMap((invitation) => {
    if (!invitation.offer || invitation.supplierDeleted) return [];
    const prices = Object.fromEntries(ranked(invitation.offer, formats).prices.map((p) => [p.id, wholePrice(p)]));
    return [{ supplierId: invitation.supplierId, prices, delivery: deliveryOf(invitation, true) }];
  });
}

export type PricedAward = {
  /** Every invitation of the task, by printshop. */
  all: Map<string, SupplierTaskRecord>;
  /** The awarded printshops' invitations. */
  winners: Map<string, SupplierTaskRecord>;
  /** Each format, in the task's order, with the printshop it goes to and what it orders. */
  lines: { formatId: string; supplierId: string; line: OrderLine }[];
  /** What the award costs, landed, beside the best single printshop. */
  preview: AwardPreview;
};

/**
 * Checks an award against the task and the offers as they are (not sealed, every format once, only what was
 * offered, by printshops not deleted) and prices it: each printshop's lines and its delivery once
 * (src/shared/landed-cost.ts). The preview and the award both count through here, so they cannot differ.
 */
export async function priceAward(
  ex: Executor,
  deps: Pick<Deps, 'config'>,
  { row, formats }: { row: TaskRow; formats: TaskFormat[] },
  awards: Award[],
): Promise<PricedAward> {
  if (isSealed(row, todayIn(deps.config.timeZone))) {
    throw conflict('SEALED', 'The offers are sealed until the offer deadline has passed.');
  }
  checkComplete(formats, awards);
  const all = new Map((await findSupplierTasks(ex, row.id)).map((i) => [i.supplierId, i]));
  const winners = winnersOf(
    all,
    awards.map((a) => a.supplierId),
  );
  const byFormat = new Map(awards.map((a) => [a.formatId, a]));
  const lines = formats.map((format) => {
    const award = byFormat.get(format.id)!;
    return {
      formatId: format.id,
      supplierId: award.supplierId,
      line: orderLine(format, winners.get(award.supplierId)!, award),
    };
  });
  // The order is in the printshop's currency; the preview weighs it in the task's, at the task's rates.
  const { currency } = currenciesOf(row);
  const rateOf = (supplierId: string) => winners.get(supplierId)!.offer!.rate;
  const landed = landedCost(
    lines.map(({ formatId, supplierId, line }) => ({
      formatId,
      supplierId,
      count: line.count,
      price: convert(line.price, rateOf(supplierId)),
    })),
    (supplierId) => deliveryOf(winners.get(supplierId), true),
  );
  const perSupplier = landed.perSupplier.map((o) => {
    const own = lines.filter((l) => l.supplierId === o.supplierId);
    const invitation = winners.get(o.supplierId)!;
    return {
      ...o,
      currency: invitation.offer!.currency ?? currency,
      quotedTotal: own.reduce((sum, l) => sum + l.line.price, deliveryOf(invitation) ?? 0),
    };
  });
  const best = bestSingle(
    formats.map((f) => f.id),
    bidsOf(all, formats),
  );
  const preview = {
    currency,
    total: landed.total,
    perSupplier,
    bestSingle: best,
    saving: best && best.total - landed.total,
  };
  return { all, winners, lines, preview };
}
