import type { Comparison } from '../../../shared/schemas/offers.ts';
import type { Staff } from '../../auth/staff.ts';
import { conflict, notFound } from '../../errors.ts';
import { assertTask, findTaskFormats, openTask, recordTask } from '../tasks/index.ts';
import { orderMail } from './order.mail.tsx';
import { currentOffers, findInvitation, offerHistory } from './offers.queries.ts';
import type { OffersDeps } from './offers-deps.ts';

/**
 * Accepts a supplier's offer: the task becomes 99 with the winner set, and the winner's order mail is
 * written in the same transaction. The task row is locked, so of two accepts one wins and one gets 409.
 */
export async function acceptOffer(
  deps: Pick<OffersDeps, 'db' | 'outbox' | 'tenders'>,
  staff: Staff,
  taskId: string,
  supplierId: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { row, formats } = await openTask(trx, staff.workspace.id, taskId, 'accept');
    const inv = await findInvitation(trx, taskId, supplierId);
    if (!inv || inv.workspaceId !== staff.workspace.id) throw notFound('The printshop');
    if (!inv.offer) throw conflict('NO_OFFER', 'This printshop has not made an offer.');
    const prices = new Map(inv.offer.prices.map((p) => [p.id, p.price]));
    const content = orderMail({
      task: row,
      lines: formats.map((f) => ({ title: f.title, count: f.count, price: prices.get(f.id) ?? 0 })),
      sum: inv.offer.sum,
      supplier: { name: inv.supplierName, contactPerson: inv.contactPerson, language: inv.language },
      signature: staff.user.signature,
    });
    const about = { workspaceId: staff.workspace.id, taskId, supplierId };
    await deps.outbox.enqueue(trx, { kind: 'order', to: inv.supplierEmail, ...about, ...content });
    await recordTask(trx, row, formats.length, { supplierId, acceptedAt: Date.now() });
  });
  deps.tenders.forget(taskId);
  deps.outbox.poke();
}

/** Printshops × formats: every current offer with its history, and the lowest price per format. */
export async function compareOffers(deps: Pick<OffersDeps, 'db'>, staff: Staff, taskId: string): Promise<Comparison> {
  const ws = staff.workspace.id;
  await assertTask(deps.db, ws, taskId);
  const [formats, offers, history] = await Promise.all([
    findTaskFormats(deps.db, taskId),
    currentOffers(deps.db, ws, taskId),
    offerHistory(deps.db, ws, taskId),
  ]);
  const lowest = formats.flatMap((f) => {
    const prices = offers.flatMap((o) => o.prices.filter((p) => p.id === f.id).map((p) => p.price));
    return prices.length ? [{ id: f.id, price: Math.min(...prices) }] : [];
  });
  return {
    formats: formats.map((f) => ({ id: f.id, title: f.title, count: f.count })),
    lowest,
    offers: offers.map((o) => ({
      ...o,
      history: history.filter((h) => h.supplierId === o.supplierId).map(({ at, sum, prices }) => ({ at, sum, prices })),
    })),
  };
}
