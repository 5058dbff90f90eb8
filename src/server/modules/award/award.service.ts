import { placeAmong, rankingSums } from '../../../shared/ranking.ts';
import { refusal } from '../../../shared/task-state.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import type { AwardBody, AwardPreview } from '../../../shared/schemas/award.ts';
import type { Staff } from '../../auth/staff.ts';
import { conflict, refused } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { findTaskFormats, changeTask, readTask, recordTask, type OpenedTask } from '../tasks/index.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { insertAwards, type NewAward } from './award.queries.ts';
import { findSupplierTasksOf, type SupplierTaskRecord } from '../invitations/index.ts';
import { ranked, standing } from '../offers/index.ts';
import { notChosenMail } from './not-chosen.mail.tsx';
import { orderMail, type OrderLine } from './order.mail.tsx';
import { mailDataOf, orderAttachment, senderOf } from './order.service.ts';
import { numberOrder } from './order-numbers.queries.ts';
import { todayIn } from '../../../shared/dates.ts';
import { findAsker } from './order.queries.ts';
import { supplierSender } from '../team/index.ts';
import { priceAward, type PricedAward } from './award-lines.ts';
import { storeAwardFigures, weighedLine } from './award-figures.queries.ts';
import { assertNoRequest, needsApproval, requestApproval } from './approval-request.ts';

export type AwardDeps = Pick<Deps, 'db' | 'outbox' | 'taskChanges' | 'config'>;

/** What an award did: its orders went out, or (a member's above the limit) it waits for approval. */
export type AwardOutcome = 'ordered' | 'requested';
/**
 * The printshops that offered and won nothing, each with the place of its offer among the offers whose current
 * prices cover every format (docs/product.md#offers-and-ranks); one waiting to confirm or partial has no place. A
 * deleted printshop cannot win: it counts in nobody's place.
 */
function othersOf(
  all: Map<string, SupplierTaskRecord>,
  winners: Map<string, SupplierTaskRecord>,
  formats: readonly TaskFormat[],
) {
  const live = [...all.values()].filter((invitation) => !invitation.supplierDeleted);
  const rankedOf = (invitation: SupplierTaskRecord) => invitation.offer && ranked(invitation.offer, formats);
  const sums = rankingSums(live.map(rankedOf));
  return live.flatMap((invitation) => {
    if (!invitation.offer || winners.has(invitation.supplierId)) return [];
    const own = rankedOf(invitation)!;
    const place = placeAmong(own.complete ? own.sum : null, sums);
    return [{ invitation, place: place && { position: place.position, offers: place.of } }];
  });
}

/**
 * Awards a task's formats (every one once) to printshops' offers, at an asked quantity or the count plus
 * run-on thousands, or to their alternatives. A member's award whose total is above the workspace's approval
 * limit is stored as a request instead and sends nothing (docs/product.md#budget-and-approval); while one
 * waits, no award is taken (409 AWAITING_APPROVAL). The task row is locked: of two awards one wins, one gets 409.
 */
export async function awardFormats(
  deps: AwardDeps,
  staff: Staff,
  taskId: string,
  body: AwardBody,
): Promise<AwardOutcome> {
  return changeTask(deps, staff.workspace.id, taskId, 'accept', async (trx, opened) => {
    await assertNoRequest(trx, taskId);
    // Read under the task's lock: no offer changes until the award commits.
    const priced = await priceAward(trx, deps, opened, body.awards);
    if (await needsApproval(trx, staff, priced.preview.total)) {
      await requestApproval(trx, deps, staff, opened, body, priced);
      return 'requested';
    }
    await orderAward(trx, deps, staff, opened, body, priced);
    return 'ordered';
  });
}

/**
 * Performs a priced award in the caller's transaction, on the task it locked: the task becomes 99; each
 * winner's order mail, listing its formats, and (with `notifyOthers`) the others' mails are written with it.
 */
export async function orderAward(
  trx: Executor,
  deps: AwardDeps,
  staff: Staff,
  { row, formats }: OpenedTask,
  { notifyOthers, reason = '' }: AwardBody,
  { all, winners: invitations, lines, preview }: PricedAward,
): Promise<number> {
  const workspaceId = staff.workspace.id;
  const taskId = row.id;
  const now = Date.now();
  const ordered: (NewAward & { line: OrderLine })[] = lines.map(({ formatId, supplierId, line }) => ({
    taskId,
    formatId,
    workspaceId,
    supplierId,
    count: line.count,
    price: line.price,
    alternative: line.alternative,
    createdAt: now,
    // What the spend report sums (docs/decisions/037): the offers are read under the task's lock.
    ...weighedLine(line.price, invitations.get(supplierId)?.offer ?? null),
    line,
  }));
  await insertAwards(
    trx,
    ordered.map(({ line: _, ...a }) => a),
  );
  await storeAwardFigures(trx, workspaceId, taskId, formats.length);
  const { buyer, headers } = await supplierSender(trx, taskId, staff.user.email);
  // An approved award: its request is decided in this transaction, and the orders name who asked besides the approver.
  const sender = senderOf(staff, await findAsker(trx, taskId));
  // Counted in the award's day (workspace time zone): the year of the order's date.
  const year = Number(todayIn(deps.config.timeZone, new Date(now)).slice(0, 4));
  for (const [supplierId, invitation] of invitations) {
    const prefix = buyer.orderNumberPrefix;
    await numberOrder(trx, { taskId, supplierId, workspaceId, prefix, year });
    // The document is read here, from the awards and the number as written, as a later download reads it from
    // their rows (docs/decisions/018); the mail says what it says; its PDF is made after the commit, and the mail
    // goes once it is (decision 027).
    const order = { sender, task: row, formats, supplierId, awards: ordered };
    const { doc, pdf } = await orderAttachment(trx, deps, order);
    const content = orderMail(mailDataOf(doc, invitation.supplierName));
    await deps.outbox.enqueue(trx, {
      kind: 'order',
      to: invitation.supplierEmail,
      workspaceId,
      taskId,
      supplierId,
      ...content,
      ...headers,
      pendingAttachments: [pdf],
    });
  }
  if (notifyOthers) {
    for (const { invitation, place } of othersOf(all, invitations, formats)) {
      const content = notChosenMail({
        task: row,
        supplier: {
          name: invitation.supplierName,
          contactPerson: invitation.contactPerson,
          language: invitation.language,
        },
        place,
        signature: staff.user.signature,
        buyer: buyer.name,
      });
      await deps.outbox.enqueue(trx, {
        kind: 'not-chosen',
        to: invitation.supplierEmail,
        workspaceId,
        taskId,
        supplierId: invitation.supplierId,
        ...content,
        ...headers,
      });
    }
  }
  // One winner is the task's printshop (the task's supplierId); a split has none.
  const supplierId = invitations.size === 1 ? [...invitations.keys()][0]! : null;
  await recordTask(trx, { ...row, awardReason: reason || null }, formats.length, { supplierId, acceptedAt: now });
  const summary = ordered.map((o) => ({
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
    // The award's total incl. each winner's delivery, as the preview counts it.
    amount: preview.total,
    awards: summary,
    subject: reason || undefined,
  });
  return invitations.size;
}

/** The spec's accept: every format, at its count, to one printshop's offer (formats are frozen once sent). */
export async function acceptOffer(
  deps: AwardDeps,
  staff: Staff,
  taskId: string,
  supplierId: string,
  reason?: string,
): Promise<AwardOutcome> {
  await readTask(deps.db, staff.workspace.id, taskId);
  const formats = await findTaskFormats(deps.db, taskId);
  const [invitation] = await findSupplierTasksOf(deps.db, [{ taskId, supplierId }]);
  const offer = invitation?.offer && standing(invitation.offer, formats);
  // A price waiting to be confirmed is refused by the award itself (OFFER_STALE, naming the format).
  if (offer && !offer.complete && offer.staleFormats.length === 0) {
    throw conflict('OFFER_INCOMPLETE', 'This offer leaves formats out: award it per format instead.');
  }
  const awards = formats.map((f) => ({ formatId: f.id, supplierId, alternative: false }));
  return awardFormats(deps, staff, taskId, { awards, notifyOthers: true, reason });
}

/**
 * What an award would cost, landed, without awarding: the same checks and the same count as the award
 * (docs/product.md#award-and-order), so the dialog shows what the orders will say.
 */
export async function previewAward(
  deps: Pick<Deps, 'db' | 'config'>,
  staff: Staff,
  taskId: string,
  { awards }: AwardBody,
): Promise<AwardPreview> {
  const row = await readTask(deps.db, staff.workspace.id, taskId);
  const no = refusal('accept', row.state);
  if (no) throw refused(no);
  const formats = await findTaskFormats(deps.db, taskId);
  return (await priceAward(deps.db, deps, { row, formats }, awards)).preview;
}
