import { randomUUID } from 'node:crypto';
import { concerns, translationsOnly } from '../../../shared/change-line.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { AmendBody, CancelBody } from '../../../shared/schemas/amend.ts';
import type { Change } from '../../../shared/schemas/revisions.ts';
import type { Task } from '../../../shared/schemas/tasks.ts';
import { offersOpen } from '../../../shared/task-state.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { offerLink } from '../../auth/offer-token.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { recordEvent } from '../events/index.ts';
import { restandOffers, toKeptStanding } from '../offers/index.ts';
import { takeQuota, type MailContent } from '../mail/index.ts';
import { dropReminders, listInvited, replanReminders, type InvitedRow } from '../reminders/index.ts';
import {
  answerTask,
  cancelTaskRow,
  changeTask,
  reviseDocuments,
  reviseTask,
  type Amendment,
  type OpenedTask,
} from '../tasks/index.ts';
import { supplierSender } from '../team/index.ts';
import { amendmentMail, cancellationMail, type Standing } from './amendment.mail.tsx';

type MailDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'taskChanges'>;

async function mailEach(
  deps: MailDeps,
  ex: Executor,
  staff: Staff,
  taskId: string,
  kind: 'amendment' | 'cancellation',
  content: (supplier: InvitedRow, buyer: string) => MailContent,
  told: (supplier: InvitedRow) => boolean = () => true,
) {
  const suppliers = (await listInvited(ex, staff.workspace.id, taskId)).filter(told);
  // Every mail counts in the workspace's mail quota (docs/product.md, Mail quotas): beyond it the amendment or
  // cancellation is refused whole, in this transaction.
  await takeQuota(ex, deps.config, staff.workspace.id, 'mail', suppliers.length);
  const { buyer, headers } = await supplierSender(ex, taskId, staff.user.email);
  await deps.outbox.enqueueMany(
    ex,
    suppliers.map((s) => ({
      id: randomUUID(),
      kind,
      to: s.email,
      workspaceId: staff.workspace.id,
      taskId,
      supplierId: s.supplierId,
      ...content(s, buyer.name),
      ...headers,
    })),
  );
}

const supplierOf = (s: InvitedRow) => ({ name: s.name, contactPerson: s.contactPerson, language: s.language });

/**
 * Where a printshop stands after the amendment: an offer whose prices for some formats were given before those
 * last changed waits for their confirmation, and for theirs alone.
 */
function standingOf(s: InvitedRow, amendment: Amendment): Standing {
  if (s.submittedAt === null) return { kind: s.declinedAt !== null ? 'declined' : 'waiting' };
  const kept = toKeptStanding(s);
  if (kept.staleFormats.length === 0) return { kind: 'offered' };
  const raised = new Set(raisedFormats(amendment));
  return {
    kind: 'stale',
    formats: titlesOf(amendment.formats, kept.staleFormats),
    changedNow: kept.staleFormats.some((id) => raised.has(id)),
    others: kept.currentFormats > 0,
  };
}

/** The formats whose revision the amendment raised: their prices wait to be confirmed. */
const raisedFormats = ({ formatsBefore, formats }: Amendment) =>
  formats.filter((f) => formatsBefore.some((b) => b.id === f.id && b.revision < f.revision)).map((f) => f.id);

const titlesOf = (formats: TaskFormat[], ids: string[]) =>
  formats.filter((f) => ids.includes(f.id)).map((f) => f.title);

/**
 * Amends a sent task (POST /api/tasks/{id}/amend): a new revision, and every invited printshop is mailed
 * what changed, old → new, with the buyer's message and its own link.
 */
export async function amendTask(
  deps: MailDeps & Pick<Deps, 'supplierSums' | 'taskAuction'>,
  staff: Staff,
  id: string,
  body: AmendBody,
): Promise<Task> {
  return changeTask(deps, staff.workspace.id, id, 'amend', async (trx, opened) => {
    const amendment = await reviseTask(trx, deps, staff, opened, body);
    // Only the prices of the formats it changed wait for a confirmation (docs/product.md#amendments).
    await restandOffers(trx, id, amendment.formats);
    await recordEvent(trx, { staff, taskId: id, kind: 'amended', changes: amendment.changes, subject: body.message });
    await tellAmendment(deps, trx, staff, amendment, body.message);
    return answerTask(trx, amendment.after, amendment.formats, deps);
  });
}

/**
 * Mails every invited printshop what an amendment changed, with the buyer's message, what it means for its
 * own offer, and its own link; a translation added or fixed alone only the printshops of its language
 * (docs/product.md#amendments).
 */
async function tellAmendment(deps: MailDeps, trx: Executor, staff: Staff, amendment: Amendment, message: string) {
  const { id } = amendment.after;
  const open = offersOpen(amendment.after, todayIn(deps.config.timeZone));
  await mailEach(
    deps,
    trx,
    staff,
    id,
    'amendment',
    (s, buyer) =>
      amendmentMail({
        buyer,
        task: amendment.after,
        revision: amendment.number,
        changes: amendment.changes,
        standing: standingOf(s, amendment),
        offersOpen: open,
        message,
        supplier: supplierOf(s),
        signature: staff.user.signature,
        link: offerLink(deps.config.baseUrl, deps.config.appSecret, id, s.supplierId),
      }),
    (s) => concerns(amendment.changes, s.language),
  );
  // Reminders of the new revision: its deadline, again once for each printshop still waited for. A translation
  // alone moves no deadline and asks nobody anything new: the plan stays, and nobody is reminded twice.
  if (translationsOnly(amendment.changes)) return;
  await replanReminders(deps, trx, amendment.after, staff.user.signature);
}

/**
 * Documents added to or removed from a sent task locked by openTask(…, 'files'), in the caller's
 * transaction: a revision naming them (offers stay current), and every invited printshop is mailed.
 * The caller pokes the outbox and tells of the change after the commit.
 */
export async function amendDocuments(
  deps: MailDeps,
  trx: Executor,
  staff: Staff,
  opened: OpenedTask,
  changes: Change[],
  message: string,
): Promise<void> {
  const amendment = await reviseDocuments(trx, staff, opened, changes, message);
  await tellAmendment(deps, trx, staff, amendment, message);
}

/**
 * Cancels a sent task (POST /api/tasks/{id}/cancel): it ends without an order; every invited printshop is told,
 * and an award waiting for approval is withdrawn (docs/product.md#budget-and-approval).
 */
export async function cancelTask(
  deps: MailDeps & Pick<Deps, 'supplierSums' | 'taskAuction' | 'withdrawAwardRequest'>,
  staff: Staff,
  id: string,
  body: CancelBody,
): Promise<Task> {
  return changeTask(deps, staff.workspace.id, id, 'cancel', async (trx, { row, formats }) => {
    const after = await cancelTaskRow(trx, staff, row, formats.length, body.message);
    await dropReminders(trx, id);
    await recordEvent(trx, { staff, taskId: id, kind: 'cancelled', subject: body.message });
    await deps.withdrawAwardRequest(trx, staff, id);
    await mailEach(deps, trx, staff, id, 'cancellation', (s, buyer) =>
      cancellationMail({
        task: row,
        message: body.message,
        supplier: supplierOf(s),
        signature: staff.user.signature,
        buyer,
      }),
    );
    return answerTask(trx, after, formats, deps);
  });
}
