import { LanguageSchema } from '../../../shared/languages.ts';
import type { Comparison } from '../../../shared/schemas/offers.ts';
import { refusal, TaskState, type TaskStateValue } from '../../../shared/task-state.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../errors.ts';
import { findTask, findTaskFormats, updateTask } from '../tasks/tasks.queries.ts';
import { orderMail } from './order.mail.tsx';
import { currentOffers, findInvitation, offerHistory, parsePrices } from './offers.queries.ts';

/**
 * Accepts a supplier's offer: the task becomes 99 with the winner set, and the winner's order mail is
 * written in the same transaction. The task row is locked, so of two accepts one wins and one gets 409.
 */
export async function acceptOffer(deps: Deps, staff: Staff, taskId: string, supplierId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const task = await findTask(trx, staff.workspace.id, taskId, deps.dbKind);
    if (!task) throw notFound('The task');
    const no = refusal('accept', task.state as TaskStateValue);
    if (no) throw conflict(no.code, no.message);
    const inv = await findInvitation(trx, taskId, supplierId);
    if (!inv || inv.workspaceId !== staff.workspace.id) throw notFound('The printshop');
    if (inv.sum === null) throw conflict('NO_OFFER', 'This printshop has not made an offer.');
    const formats = await findTaskFormats(trx, taskId);
    const prices = new Map(parsePrices(inv.prices).map((p) => [p.id, p.price]));
    const content = orderMail({
      task,
      lines: formats.map((f) => ({ title: f.title, count: f.count, price: prices.get(f.id) ?? 0 })),
      sum: Number(inv.sum),
      supplier: { name: inv.supplierName, contactPerson: inv.contactPerson, language: LanguageSchema.catch('de').parse(inv.language) },
      signature: staff.user.signature,
    });
    await deps.outbox.enqueue(trx, { kind: 'order', to: inv.supplierEmail, workspaceId: staff.workspace.id, taskId, supplierId, ...content });
    const now = Date.now();
    await updateTask(trx, staff.workspace.id, taskId, { state: TaskState.done, supplierId, acceptedAt: now, updatedAt: now });
  });
  deps.tenders.forget(taskId);
  deps.outbox.poke();
}

export async function compareOffers(deps: Deps, staff: Staff, taskId: string): Promise<Comparison> {
  const ws = staff.workspace.id;
  if (!(await findTask(deps.db, ws, taskId))) throw notFound('The task');
  const [formats, offers, history] = await Promise.all([
    findTaskFormats(deps.db, taskId),
    currentOffers(deps.db, ws, taskId),
    offerHistory(deps.db, ws, taskId),
  ]);
  const lowest = formats.flatMap((f) => {
    const prices = offers.flatMap((o) => parsePrices(o.prices).filter((p) => p.id === f.id).map((p) => p.price));
    return prices.length ? [{ id: f.id, price: Math.min(...prices) }] : [];
  });
  return {
    formats: formats.map((f) => ({ id: f.id, title: f.title, count: f.count })),
    lowest,
    offers: offers.map((o) => ({
      supplierId: o.supplierId,
      name: o.name,
      deleted: o.deletedAt !== null,
      sum: Number(o.sum),
      prices: parsePrices(o.prices),
      submittedAt: Number(o.submittedAt),
      history: history
        .filter((h) => h.supplierId === o.supplierId)
        .map((h) => ({ at: h.createdAt, sum: Number(h.sum), prices: parsePrices(h.prices) })),
    })),
  };
}
