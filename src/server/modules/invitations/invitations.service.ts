import { randomUUID } from 'node:crypto';
import { todayIn } from '../../../shared/dates.ts';
import { mailStateOf } from '../../../shared/mail-state.ts';
import { PREVIEW_SUPPLIER, sampleName } from '../../../shared/offer-link.ts';
import type { MailLog, TaskSupplier } from '../../../shared/schemas/invitations.ts';
import { offerLink } from '../../auth/offer-token.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { findTaskDocuments } from '../files/index.ts';
import { planReminders, staleReminders } from '../reminders/index.ts';
import { assertTask, openTask, recordTask } from '../tasks/index.ts';
import { invitationMail } from './invitation.mail.tsx';
import {
  insertInvitations,
  listTaskMails,
  listTaskSuppliers,
  markClicked,
  markOpened,
  type TaskSupplierRow,
} from './invitations.queries.ts';

type MailDeps = Pick<Deps, 'db' | 'config' | 'outbox'>;

export async function taskSuppliers(
  deps: Pick<Deps, 'db' | 'config'>,
  staff: Staff,
  id: string,
): Promise<TaskSupplier[]> {
  await assertTask(deps.db, staff.workspace.id, id);
  const rows = await listTaskSuppliers(deps.db, staff.workspace.id, id, todayIn(deps.config.timeZone));
  return rows.map((r) => ({
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
    }),
    sentAt: r.sentAt,
    error: r.mailState === 'failed' ? r.lastError : null,
    sum: r.sum === null ? null : Number(r.sum),
    offeredAt: r.submittedAt,
    declined: r.declinedAt === null ? null : { reason: r.declineReason ?? '', at: r.declinedAt },
  }));
}

/**
 * The task's mails, newest first; a planned reminder not yet due carries `dueAt`. Queued reminders whose
 * reason is gone (the printshop offered, the tender ended) are left out: the worker drops them unsent.
 */
export async function taskMailLog(deps: Pick<Deps, 'db' | 'config'>, staff: Staff, id: string): Promise<MailLog> {
  await assertTask(deps.db, staff.workspace.id, id);
  const [items, stale] = await Promise.all([listTaskMails(deps.db, staff.workspace.id, id), staleReminders(deps, id)]);
  const now = Date.now();
  return {
    items: items
      .filter((m) => !stale.has(m.id))
      .map(({ nextAttemptAt, dedupeKey, ...m }) => ({
        ...m,
        dueAt: m.state === 'queued' && dedupeKey !== null && nextAttemptAt > now ? nextAttemptAt : null,
      })),
  };
}

/**
 * The invitation as a sample printshop would get it, in the task's language, to the signed-in user or `to`;
 * its link opens the read-only preview of the supplier's page. The task becomes 10.
 */
export async function sendTestMail(deps: MailDeps, staff: Staff, id: string, to = staff.user.email): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { row, formats } = await openTask(trx, staff.workspace.id, id, 'testMail');
    const lang = row.lang;
    const documents = await findTaskDocuments(trx, id);
    const content = invitationMail({
      task: row,
      formats,
      documents,
      supplier: { name: sampleName(lang), contactPerson: '', language: lang },
      signature: staff.user.signature,
      link: offerLink(deps.config.baseUrl, deps.config.appSecret, id, PREVIEW_SUPPLIER),
      pixel: null,
      test: true,
    });
    await deps.outbox.enqueue(trx, {
      kind: 'test-invitation',
      to,
      workspaceId: staff.workspace.id,
      taskId: id,
      ...content,
    });
    await recordTask(trx, row, formats.length, { testMailSentAt: row.testMailSentAt ?? Date.now() });
    await recordEvent(trx, { staff, taskId: id, kind: 'test-mail', count: 1 });
  });
  deps.outbox.poke();
}

/**
 * Invites printshops: `supplierIds` empty = every printshop without an invitation (state 5 or 10),
 * else those named (each must have none yet). Mails go out through the outbox; the task becomes 50.
 */
export async function inviteSuppliers(
  deps: MailDeps,
  staff: Staff,
  id: string,
  supplierIds: string[],
): Promise<number> {
  const all = supplierIds.length === 0;
  const count = await deps.db.transaction().execute(async (trx) => {
    const { row, formats } = await openTask(trx, staff.workspace.id, id, all ? 'inviteAll' : 'inviteOne');
    // Offers are taken through the deadline day (offersOpen): an invitation after it could not be answered.
    if (row.deadlineDate !== null && row.deadlineDate < todayIn(deps.config.timeZone)) {
      throw conflict('DEADLINE_PASSED', 'The offer deadline has passed; move it before sending.');
    }
    const rows = await listTaskSuppliers(trx, staff.workspace.id, id, todayIn(deps.config.timeZone));
    const targets = all ? rows.filter((r) => r.deletedAt === null && r.invitedAt === null) : chosen(rows, supplierIds);
    if (targets.length === 0) {
      throw conflict(
        'NOTHING_TO_SEND',
        rows.length === 0 ? 'Add printshops first.' : 'Every printshop has been invited already.',
      );
    }
    const now = Date.now();
    const documents = await findTaskDocuments(trx, id);
    const mails = targets.map((s) => {
      const mailId = randomUUID();
      const content = invitationMail({
        task: row,
        formats,
        documents,
        supplier: { name: s.name, contactPerson: s.contactPerson, language: s.language },
        signature: staff.user.signature,
        link: offerLink(deps.config.baseUrl, deps.config.appSecret, id, s.supplierId),
        pixel: `${deps.config.baseUrl}/api/track/open/${mailId}`,
      });
      const about = { workspaceId: staff.workspace.id, taskId: id, supplierId: s.supplierId };
      return { id: mailId, kind: 'invitation' as const, to: s.email, ...about, ...content };
    });
    await deps.outbox.enqueueMany(trx, mails);
    await insertInvitations(
      trx,
      mails.map((m) => ({
        taskId: id,
        supplierId: m.supplierId,
        workspaceId: staff.workspace.id,
        mailId: m.id,
        invitedAt: now,
      })),
    );
    await planReminders(
      deps,
      trx,
      row,
      targets.map((s) => ({ ...s, invitedAt: now })),
      staff.user.signature,
      now,
    );
    await recordTask(trx, row, formats.length, { invitedAt: row.invitedAt ?? now });
    const supplierId = targets.length === 1 ? targets[0]!.supplierId : null;
    await recordEvent(trx, { staff, taskId: id, kind: 'sent', supplierId, count: targets.length });
    return targets.length;
  });
  deps.outbox.poke();
  return count;
}

function chosen(rows: TaskSupplierRow[], ids: string[]): TaskSupplierRow[] {
  const byId = new Map(rows.filter((r) => r.deletedAt === null).map((r) => [r.supplierId, r]));
  return [...new Set(ids)].map((sid) => {
    const r = byId.get(sid);
    if (!r) throw notFound('The printshop');
    if (r.invitedAt !== null) throw conflict('SUPPLIER_INVITED', `${r.name} has been invited already.`);
    return r;
  });
}

/** The invitation mail's tracking image was fetched: the invitation counts as opened. */
export async function recordOpen(deps: Pick<Deps, 'db'>, mailId: string): Promise<void> {
  await markOpened(deps.db, mailId, Date.now());
}

/** The printshop opened its offer page: the invitation counts as clicked. */
export async function recordClick(
  deps: Pick<Deps, 'db'>,
  taskId: string,
  supplierId: string,
  at: number,
): Promise<void> {
  await markClicked(deps.db, taskId, supplierId, at);
}
