import { todayIn } from '../../../shared/dates.ts';
import type { Currency } from '../../../shared/currencies.ts';
import { mailStateOf } from '../../../shared/mail-state.ts';
import { sampleName } from '../../../shared/offer-link.ts';
import type { PageQuery } from '../../../shared/schemas/common.ts';
import type {
  MailLog,
  MailLogState,
  SupplierTask,
  SupplierTaskList,
  WorkspaceMailLog,
} from '../../../shared/schemas/invitations.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { previewGrant, previewLink } from '../../auth/preview-token.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { findTaskDocuments } from '../files/index.ts';
import { staleReminders, staleRemindersOf } from '../reminders/index.ts';
import { currentSum, standing, toKeptStanding, toOffer } from '../offers/index.ts';
import { lackingOf } from '../suppliers/index.ts';
import {
  assertTask,
  changeTask,
  currencyOf,
  findTaskFormats,
  readTask,
  recordTask,
  requiredOf,
} from '../tasks/index.ts';
import { takeQuota } from '../mail/index.ts';
import { findMemberByEmail, findMembershipId, supplierSender } from '../team/index.ts';
import { invitationMail } from './invitation.mail.tsx';
import {
  findCopySource,
  findPreviousTask,
  listTaskMails,
  listSupplierTasks,
  listWorkspaceMails,
  markClicked,
  markOpened,
  type SupplierTaskRow,
} from './invitations.queries.ts';

type MailDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'taskChanges'>;

/**
 * GET /api/tasks/{id}/suppliers: every printshop of the workspace with its invitation to the task, and the
 * workspace's previous tender (the one sent last before this one) with the printshops it invited, to pick again,
 * and for a copy its source's, which the picker ticks before the first send (docs/product.md#copy).
 */
export async function supplierTasksOf(
  deps: Pick<Deps, 'db' | 'config'>,
  staff: Staff,
  id: string,
): Promise<SupplierTaskList> {
  const task = await readTask(deps.db, staff.workspace.id, id);
  const today = todayIn(deps.config.timeZone);
  const [rows, formats, previous, source] = await Promise.all([
    listSupplierTasks(deps.db, staff.workspace.id, id, today),
    findTaskFormats(deps.db, id),
    findPreviousTask(deps.db, staff.workspace.id, id, task.invitedAt),
    task.copiedFrom === null ? undefined : findCopySource(deps.db, staff.workspace.id, task.copiedFrom),
  ]);
  const ids = rows.map((r) => r.supplierId);
  const lacking = await lackingOf(deps.db, staff.workspace.id, ids, requiredOf(task), task.deadlineDate ?? today);
  return {
    items: rows.map((r) => supplierTaskOf(r, formats, lacking.get(r.supplierId) ?? [], currencyOf(task))),
    previous: previous ?? null,
    copiedFrom: source ?? null,
  };
}

/** A row of the task's printshop table as the API shows it. */
function supplierTaskOf(r: SupplierTaskRow, formats: TaskFormat[], lacks: string[][], own: Currency): SupplierTask {
  const kept = toKeptStanding(r);
  const offer = toOffer(r);
  // Sealed, no price is read: the standing kept beside the offer still says what waits to be confirmed.
  const s = offer && standing(offer, formats);
  return {
    supplierId: r.supplierId,
    name: r.name,
    email: r.email,
    language: r.language,
    deleted: r.deletedAt !== null,
    mailState: mailStateOf({
      invited: r.invitedAt !== null,
      outbox: r.mailState,
      openedAt: r.openedAt,
      clickedAt: r.clickedAt,
      delivery: r.delivery,
    }),
    sentAt: r.sentAt,
    error: r.mailState === 'failed' ? r.lastError : r.deliveryDetail,
    // The task's read gives the same figure (offers module).
    sum: currentSum(offer, formats),
    offeredAt: r.submittedAt,
    stale: r.submittedAt !== null && kept.staleFormats.length > 0,
    staleFormats: r.submittedAt === null ? [] : kept.staleFormats,
    // Sealed, the prices are not read: whether the offer is complete is not known yet, and nobody can accept.
    complete: s?.complete ?? false,
    pricedFormats: s?.current.length ?? 0,
    declined: r.declinedAt === null ? null : { reason: r.declineReason ?? '', at: r.declinedAt },
    lacking: lacks,
    lacks: lacks.flat(),
    // `sum` as quoted, in the offer's currency (docs/product.md#currencies).
    quotedSum: s && s.current.length > 0 ? s.landed : null,
    currency: offer?.currency ?? own,
  };
}

type MailRow = Awaited<ReturnType<typeof listTaskMails>>[number];

/**
 * A mail as a log lists it: a planned reminder not yet due carries `dueAt`; a bounce or delay shows with its
 * reason; an invitation says what the printshop table says of it (opened, clicked: mailStateOf).
 */
const logEntry = <T extends MailRow>(
  { nextAttemptAt, dedupeKey, delivery, deliveryDetail, openedAt, clickedAt, ...m }: T,
  now: number,
) => ({
  ...m,
  state: mailStateOf({ invited: true, outbox: m.state, openedAt, clickedAt, delivery }) as MailLogState,
  error: deliveryDetail ?? m.error,
  dueAt: m.state === 'queued' && dedupeKey !== null && nextAttemptAt > now ? nextAttemptAt : null,
});

/**
 * The task's mails, newest first. Queued reminders whose reason is gone (the printshop offered, the tender
 * ended) are left out: the worker drops them unsent.
 */
export async function taskMailLog(deps: Pick<Deps, 'db' | 'config'>, staff: Staff, id: string): Promise<MailLog> {
  await assertTask(deps.db, staff.workspace.id, id);
  const [items, stale] = await Promise.all([listTaskMails(deps.db, staff.workspace.id, id), staleReminders(deps, id)]);
  const now = Date.now();
  return { items: items.filter((m) => !stale.has(m.id)).map((m) => logEntry(m, now)) };
}

/**
 * The mails of all the workspace's tasks, newest first, paged (docs/product.md, Mail states). Stale queued
 * reminders are left out as in a task's log, so a page may hold fewer than `limit`; `next` is where the next
 * page starts, null after the last.
 */
export async function workspaceMailLog(
  deps: Pick<Deps, 'db' | 'config'>,
  staff: Staff,
  page: PageQuery,
): Promise<WorkspaceMailLog> {
  const rows = await listWorkspaceMails(deps.db, staff.workspace.id, page);
  const shown = rows.slice(0, page.limit);
  const stale = await staleRemindersOf(
    deps,
    shown.filter((m) => m.state === 'queued').map((m) => m.id),
  );
  const now = Date.now();
  return {
    items: shown.filter((m) => !stale.has(m.id)).map((m) => logEntry(m, now)),
    next: rows.length > page.limit ? page.offset + page.limit : null,
  };
}

/**
 * The invitation as a sample printshop would get it, in the task's language, to the signed-in user or `to`, a
 * member of the workspace (400 NOT_A_MEMBER: mail from our domain goes to no stranger); its link opens the
 * read-only preview of the supplier's page for a day, while the sender stays a member. The task becomes 10. Counted in the workspace's test mail quota
 * (429 MAIL_QUOTA beyond it; docs/product.md, Mail quotas).
 */
export async function sendTestMail(deps: MailDeps, staff: Staff, id: string, to = staff.user.email): Promise<void> {
  await changeTask(deps, staff.workspace.id, id, 'testMail', async (trx, { row, formats }) => {
    if (!(await findMemberByEmail(trx, staff.workspace.id, to))) {
      throw badRequest('NOT_A_MEMBER', 'Test mails go only to members of your workspace.', 'to');
    }
    await takeQuota(trx, deps.config, staff.workspace.id, 'test', 1);
    const memberId = (await findMembershipId(trx, staff.workspace.id, staff.user.id))!;
    const lang = row.lang;
    const documents = await findTaskDocuments(trx, id);
    // As a printshop would get it: from the buying company, replies to the staff member who asked for it.
    const sender = await supplierSender(trx, id, staff.user.email);
    const content = invitationMail({
      task: row,
      formats,
      documents,
      supplier: { name: sampleName(lang), contactPerson: '', language: lang },
      signature: staff.user.signature,
      link: previewLink(deps.config.baseUrl, deps.config.appSecret, id, previewGrant(memberId)),
      pixel: null,
      test: true,
      buyer: sender.buyer.name,
    });
    await deps.outbox.enqueue(trx, {
      kind: 'test-invitation',
      to,
      workspaceId: staff.workspace.id,
      taskId: id,
      ...content,
      ...sender.headers,
    });
    await recordTask(trx, row, formats.length, { testMailSentAt: row.testMailSentAt ?? Date.now() });
    await recordEvent(trx, { staff, taskId: id, kind: 'test-mail', count: 1 });
  });
}

/** The invitation mail's tracking image was fetched: the invitation counts as opened. */
export async function recordOpen(deps: Pick<Deps, 'db' | 'live'>, mailId: string): Promise<void> {
  const taskId = await markOpened(deps.db, mailId, Date.now());
  if (taskId) deps.live.publish(taskId, 'mail');
}

/** The printshop opened its offer page: the invitation counts as clicked. */
export async function recordClick(
  deps: Pick<Deps, 'db' | 'live'>,
  taskId: string,
  supplierId: string,
  at: number,
): Promise<void> {
  if (await markClicked(deps.db, taskId, supplierId, at)) deps.live.publish(taskId, 'mail');
}
