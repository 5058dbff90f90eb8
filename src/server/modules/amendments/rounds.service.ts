import { randomUUID } from 'node:crypto';
import type { RoundBody } from '../../../shared/schemas/rounds.ts';
import type { Task } from '../../../shared/schemas/tasks.ts';
import { offerLink } from '../../auth/offer-token.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { takeQuota } from '../mail/index.ts';
import { startRound } from '../offers/index.ts';
import { listInvited } from '../reminders/index.ts';
import { answerTask, assertDeadlineOpen, changeTask, openRoundRow } from '../tasks/index.ts';
import { supplierSender } from '../team/index.ts';
import { finalRoundMail, notInRoundMail } from './round.mail.tsx';

/**
 * Opens a best-and-final round (POST /api/tasks/{id}/rounds, docs/product.md#rounds): the printshops chosen, each
 * with an offer in the round that closes now, get a mail in their language and one more answer by the round's
 * deadline (sealed until then); the others of that round are told they are not in it, their offers stay on record.
 */
export async function openRound(
  deps: Pick<Deps, 'db' | 'config' | 'outbox' | 'taskChanges' | 'supplierSums' | 'taskAuction'>,
  staff: Staff,
  id: string,
  body: RoundBody,
): Promise<Task> {
  return changeTask(deps, staff.workspace.id, id, 'round', async (trx, { row, formats }) => {
    assertDeadlineOpen(deps, body.deadlineDate);
    if (row.deliveryDate && body.deadlineDate > row.deliveryDate) {
      throw badRequest(
        'DEADLINE_AFTER_DELIVERY',
        'The offer deadline must not be after the delivery date.',
        'deadlineDate',
      );
    }
    const invited = (await listInvited(trx, staff.workspace.id, id)).filter((s) => s.round === row.round);
    const byId = new Map(invited.map((s) => [s.supplierId, s]));
    body.suppliers.forEach((supplierId, i) => {
      const s = byId.get(supplierId);
      if (!s) throw badRequest('UNKNOWN_SUPPLIER', 'This printshop is not in the round.', `suppliers.${i}`);
      if (s.submittedAt === null)
        throw badRequest('NO_OFFER', 'This printshop has not made an offer.', `suppliers.${i}`);
    });
    const chosen = [...new Set(body.suppliers)];
    const after = await openRoundRow(trx, staff, row, {
      before: invited.map((s) => s.supplierId),
      chosen,
      deadlineDate: body.deadlineDate,
      message: body.message,
    });
    await startRound(trx, id, after.round, chosen);
    await recordEvent(trx, {
      staff,
      taskId: id,
      kind: 'round-opened',
      subject: body.message,
      invited: chosen.map((c) => byId.get(c)!.name),
      count: after.round,
    });
    // Every mail counts in the workspace's mail quota: beyond it the round is refused whole, in this transaction.
    await takeQuota(trx, deps.config, staff.workspace.id, 'mail', invited.length);
    const { buyer, headers } = await supplierSender(trx, id, staff.user.email);
    const common = { task: row, signature: staff.user.signature, buyer: buyer.name };
    await deps.outbox.enqueueMany(
      trx,
      invited.map((s) => {
        const supplier = { name: s.name, contactPerson: s.contactPerson, language: s.language };
        const content = chosen.includes(s.supplierId)
          ? finalRoundMail({
              ...common,
              supplier,
              deadlineDate: body.deadlineDate,
              message: body.message,
              link: offerLink(deps.config.baseUrl, deps.config.appSecret, id, s.supplierId),
            })
          : notInRoundMail({ ...common, supplier, offered: s.submittedAt !== null });
        return {
          id: randomUUID(),
          kind: chosen.includes(s.supplierId) ? ('final-round' as const) : ('not-in-round' as const),
          to: s.email,
          workspaceId: staff.workspace.id,
          taskId: id,
          supplierId: s.supplierId,
          ...content,
          ...headers,
        };
      }),
    );
    return answerTask(trx, after, formats, deps);
  });
}
