import { todayIn } from '../../../shared/dates.ts';
import type { Staff } from '../../auth/staff.ts';
import { recordEvent } from '../events/index.ts';
import { findTaskDocuments } from '../files/index.ts';
import { takeQuota } from '../mail/index.ts';
import { changeTask, recordTask, type TaskRow } from '../tasks/index.ts';
import { insertInvitations, listUninvited } from './invitations.queries.ts';
import { assertOpen, assertQualified, planSend, type Plan, type Send, type SendDeps } from './send-plan.ts';

/**
 * Invites printshops: `supplierIds` empty = every printshop without an invitation (state 5 or 10), else those
 * named (each must have none yet). The task is read and the mails rendered first, outside any transaction;
 * then they are written in short transactions of a chunk of printshops each, with their reminders, each
 * checking under the task's lock that the task is as it was read (else the rest is read and rendered again).
 * The task becomes 50 with the first chunk. Sending to all on a sent task finishes a send that was cut short:
 * it invites the printshops that were there when the task was sent and have no invitation yet.
 */
export async function inviteSuppliers(deps: SendDeps, staff: Staff, id: string, supplierIds: string[]) {
  const send: Send = { at: 0, written: new Map(), recorded: false, taken: 0 };
  try {
    for (;;) {
      const plan = await planSend(deps, staff, id, supplierIds, send);
      if (!plan || (await writeSend(deps, staff, plan, send))) break;
    }
  } catch (err) {
    // What was written went out: the trail says so, though the rest failed.
    if (send.written.size > 0 && !send.recorded) await recordSent(deps, staff, id, send).catch(() => undefined);
    throw err;
  }
  if (send.written.size > 0 && !send.recorded) await recordSent(deps, staff, id, send);
  return send.written.size;
}

/** Writes the plan chunk by chunk; false when the task changed since it was read (read it again). */
async function writeSend(deps: SendDeps, staff: Staff, plan: Plan, send: Send): Promise<boolean> {
  for (let i = 0; i < plan.targets.length; i += plan.chunkSize) {
    // Requests that came in meanwhile get the database before the next chunk.
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    const chunk = plan.mailsOf(plan.targets.slice(i, i + plan.chunkSize));
    const last = i + plan.chunkSize >= plan.targets.length;
    const written = await writeChunk(deps, staff, plan, chunk, send, { last, left: plan.targets.length - i });
    if (written === null) return false;
    for (const { supplierId, name } of written) send.written.set(supplierId, name);
    if (last && send.written.size > 0) send.recorded = true;
  }
  return true;
}

/**
 * One chunk's invitations, mails and reminders, atomically; the printshops invited meanwhile (another send)
 * or deleted are left out. Answers those written (id and name), or null when the task changed since the plan
 * read it. The plan's invitations from this chunk on (`left`) are taken of the mail quota as far as the send
 * has not taken them yet: all at the first chunk, so a send beyond the quota is refused before any is written.
 */
async function writeChunk(
  deps: SendDeps,
  staff: Staff,
  plan: Plan,
  chunk: ReturnType<Plan['mailsOf']>,
  send: Send,
  { last, left }: { last: boolean; left: number },
): Promise<{ supplierId: string; name: string }[] | null> {
  const { id, workspaceId } = plan.row;
  const first = plan.fresh && send.written.size === 0;
  return changeTask(deps, workspaceId, id, first ? 'inviteAll' : 'inviteOne', async (trx, { row, formats }) => {
    assertOpen(row, todayIn(deps.config.timeZone));
    if (!unchanged(plan.row, row)) return null;
    // Before sending, documents come and go without a new version.
    if (
      row.invitedAt === null &&
      !sameIds(
        plan.documentIds,
        (await findTaskDocuments(trx, id)).map((d) => d.id),
      )
    ) {
      return null;
    }
    const open = new Set(
      await listUninvited(
        trx,
        workspaceId,
        id,
        chunk.map((c) => c.supplierId),
      ),
    );
    const kept = chunk.filter((c) => open.has(c.supplierId));
    // A certificate may have been removed since the plan read them.
    await assertQualified(trx, row, kept, todayIn(deps.config.timeZone));
    const untaken = left - (send.taken - send.written.size);
    if (kept.length > 0 && untaken > 0) {
      await takeQuota(trx, deps.config, workspaceId, 'mail', untaken);
      send.taken += untaken;
    }
    await deps.outbox.enqueueMany(
      trx,
      kept.map((c) => c.invitation),
    );
    await insertInvitations(
      trx,
      kept.map((c) => ({
        taskId: id,
        supplierId: c.supplierId,
        workspaceId,
        mailId: c.invitation.id,
        invitedAt: send.at,
      })),
    );
    const reminders = kept.flatMap((c) => c.reminders);
    if (reminders.length > 0) await deps.outbox.enqueueMany(trx, reminders);
    if (kept.length > 0 && row.invitedAt === null) await recordTask(trx, row, formats.length, { invitedAt: send.at });
    const written = kept.map((c) => ({ supplierId: c.supplierId, name: c.name }));
    const all = new Map([...send.written, ...written.map((w) => [w.supplierId, w.name] as const)]);
    if (last && all.size > 0) await recordEvent(trx, sentEvent(staff, id, all));
    return written;
  });
}

/** The task as the plan rendered it: no update, amendment or new reminder settings since. */
const unchanged = (read: TaskRow, now: TaskRow) =>
  read.version === now.version &&
  read.revision === now.revision &&
  read.remindDays === now.remindDays &&
  read.unopenedDays === now.unopenedDays;

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The audit event of a send: once, with how many it invited and whom: the printshop's id when one, and the
 * names of all of them as they were named then, sorted.
 */
const sentEvent = (staff: Staff, taskId: string, written: Map<string, string>) => ({
  staff,
  taskId,
  kind: 'sent' as const,
  supplierId: written.size === 1 ? [...written.keys()][0]! : null,
  count: written.size,
  invited: [...written.values()].sort((a, b) => a.localeCompare(b)),
});

async function recordSent(deps: SendDeps, staff: Staff, id: string, send: Send) {
  await deps.db.transaction().execute(async (trx) => {
    await recordEvent(trx, sentEvent(staff, id, send.written));
  });
  send.recorded = true;
}
