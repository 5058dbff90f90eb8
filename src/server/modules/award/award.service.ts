import { priceOf, quantitiesOf } from '../../../shared/quantities.ts';
import { todayIn } from '../../../shared/dates.ts';
import { placeAmong, rankingSums } from '../../../shared/ranking.ts';
import { isSealed, isStaleOffer } from '../../../shared/task-state.ts';
import type { AwardBody } from '../../../shared/schemas/award.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import type { Staff } from '../../auth/staff.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { findTaskFormats, changeTask, readTask, recordTask } from '../tasks/index.ts';
import type { Deps } from '../../deps.ts';
import { insertAwards, type NewAward } from './award.queries.ts';
import { findSupplierTasks, type SupplierTaskRecord } from '../invitations/index.ts';
import { notChosenMail } from './not-chosen.mail.tsx';
import { orderMail, type OrderLine } from './order.mail.tsx';
import { orderAttachment, senderOf } from './order.service.ts';
import { printshopSender } from '../team/index.ts';

type AwardDeps = Pick<Deps, 'db' | 'outbox' | 'taskChanges' | 'config'>;
type Award = AwardBody['awards'][number];

/** What one award orders: the format, the quantity, its price, the alternative's description if chosen. */
function orderLine(format: TaskFormat, inv: SupplierTaskRecord, award: Award): OrderLine {
  if (!inv.offer) throw conflict('NO_OFFER', 'This printshop has not made an offer.');
  if (isStaleOffer(inv.offer.revision, inv.pricesRevision))
    throw conflict('OFFER_STALE', `${inv.supplierName} has not confirmed its offer since the formats changed.`);
  const entry = inv.offer.prices.find((p) => p.id === format.id);
  if (!entry) throw conflict('NO_OFFER', `${inv.supplierName} has not priced ${format.title}.`);
  const offered = award.alternative ? entry.alternative && { ...entry.alternative, runOnPer1000: null } : entry;
  if (!offered) throw conflict('NO_ALTERNATIVE', `${inv.supplierName} offered no alternative to ${format.title}.`);
  const count = award.count ?? format.count;
  const price = priceOf(offered, format, count);
  if (price === null) {
    const asked = quantitiesOf(format).join(', ');
    throw conflict(
      'QUANTITY_NOT_OFFERED',
      `${inv.supplierName} offered no price for ${count} pieces (asked: ${asked}).`,
    );
  }
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
    const inv = all.get(supplierId);
    if (!inv) throw notFound('The printshop');
    if (inv.supplierDeleted) {
      throw conflict('SUPPLIER_DELETED', `${inv.supplierName} was deleted; it can no longer get an order.`);
    }
    found.set(supplierId, inv);
  }
  return found;
}

/**
 * The printshops that offered and won nothing, each with the place of its offer among the current offers
 * (docs/product.md#offers-and-ranks); one whose offer is stale has no place.
 */
function othersOf(all: Map<string, SupplierTaskRecord>, winners: Map<string, SupplierTaskRecord>) {
  const ranked = (inv: SupplierTaskRecord) =>
    inv.offer && { sum: inv.offer.sum, stale: isStaleOffer(inv.offer.revision, inv.pricesRevision) };
  const sums = rankingSums([...all.values()].map(ranked));
  return [...all.values()].flatMap((inv) => {
    if (!inv.offer || inv.supplierDeleted || winners.has(inv.supplierId)) return [];
    const place = placeAmong(ranked(inv)?.stale ? null : inv.offer.sum, sums);
    return [{ inv, place: place && { position: place.position, offers: place.of } }];
  });
}

/**
 * Awards a task's formats (every one once) to printshops' offers, at an asked quantity or the count plus
 * run-on thousands, or to their alternatives. The task becomes 99; each winner's order mail, listing its
 * formats, is written in the same transaction. The task row is locked: of two awards one wins, one gets 409.
 */
export async function awardFormats(
  deps: AwardDeps,
  staff: Staff,
  taskId: string,
  { awards, notifyOthers }: AwardBody,
): Promise<number> {
  const workspaceId = staff.workspace.id;
  return changeTask(deps, workspaceId, taskId, 'accept', async (trx, { row, formats }) => {
    if (isSealed(row, todayIn(deps.config.timeZone))) {
      throw conflict('SEALED', 'The offers are sealed until the offer deadline has passed.');
    }
    checkComplete(formats, awards);
    // Read under the task's lock: no offer changes until the award commits.
    const all = new Map((await findSupplierTasks(trx, taskId)).map((i) => [i.supplierId, i]));
    const invitations = winnersOf(
      all,
      awards.map((a) => a.supplierId),
    );
    const now = Date.now();
    const byFormat = new Map(awards.map((a) => [a.formatId, a]));
    const ordered: (NewAward & { line: OrderLine })[] = formats.map((format) => {
      const award = byFormat.get(format.id)!;
      const line = orderLine(format, invitations.get(award.supplierId)!, award);
      return {
        taskId,
        formatId: format.id,
        workspaceId,
        supplierId: award.supplierId,
        count: line.count,
        price: line.price,
        alternative: line.alternative,
        createdAt: now,
        line,
      };
    });
    await insertAwards(
      trx,
      ordered.map(({ line: _, ...a }) => a),
    );
    const { buyer, headers } = await printshopSender(trx, taskId, staff.user.email);
    for (const [supplierId, inv] of invitations) {
      const content = orderMail({
        task: row,
        lines: ordered.filter((o) => o.supplierId === supplierId).map((o) => o.line),
        supplier: { name: inv.supplierName, contactPerson: inv.contactPerson, language: inv.language },
        quoteNumber: inv.offer?.terms?.quoteNumber ?? '',
        deliveryCost: inv.offer?.terms?.deliveryCost ?? null,
        signature: staff.user.signature,
        buyer: buyer.name,
      });
      // Rendered here, holding the task's lock (on SQLite the database) for ~0.1 s a winner: it is built from
      // the awards as written, as a later download builds it from their rows (docs/decisions/018).
      const order = { buyer, sender: senderOf(staff), task: row, formats, supplierId };
      const pdf = await orderAttachment(trx, deps, { ...order, awards: ordered });
      await deps.outbox.enqueue(trx, {
        kind: 'order',
        to: inv.supplierEmail,
        workspaceId,
        taskId,
        supplierId,
        ...content,
        ...headers,
        attachments: [pdf],
      });
    }
    if (notifyOthers) {
      for (const { inv, place } of othersOf(all, invitations)) {
        const content = notChosenMail({
          task: row,
          supplier: { name: inv.supplierName, contactPerson: inv.contactPerson, language: inv.language },
          place,
          signature: staff.user.signature,
          buyer: buyer.name,
        });
        await deps.outbox.enqueue(trx, {
          kind: 'not-chosen',
          to: inv.supplierEmail,
          workspaceId,
          taskId,
          supplierId: inv.supplierId,
          ...content,
          ...headers,
        });
      }
    }
    // One winner is the task's printshop (the task's supplierId); a split has none.
    const supplierId = invitations.size === 1 ? [...invitations.keys()][0]! : null;
    await recordTask(trx, row, formats.length, { supplierId, acceptedAt: now });
    // Each winner's delivery once, as its order mail counts it.
    const delivery = [...invitations.values()].reduce((sum, inv) => sum + (inv.offer?.terms?.deliveryCost ?? 0), 0);
    const amount = ordered.reduce((sum, o) => sum + o.price, 0) + delivery;
    const lines = ordered.map((o) => ({
      format: o.line.title,
      supplier: invitations.get(o.supplierId)!.supplierName,
      count: o.count,
      alternative: o.alternative,
    }));
    await recordEvent(trx, {
      staff,
      taskId,
      kind: 'awarded',
      supplierId,
      count: invitations.size,
      amount,
      awards: lines,
    });
    return invitations.size;
  });
}

/** The spec's accept: every format, at its count, to one printshop's offer (formats are frozen once sent). */
export async function acceptOffer(deps: AwardDeps, staff: Staff, taskId: string, supplierId: string): Promise<void> {
  await readTask(deps.db, staff.workspace.id, taskId);
  const formats = await findTaskFormats(deps.db, taskId);
  const awards = formats.map((f) => ({ formatId: f.id, supplierId, alternative: false }));
  await awardFormats(deps, staff, taskId, { awards, notifyOthers: true });
}
