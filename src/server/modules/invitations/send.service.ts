import { randomUUID } from 'node:crypto';
import { todayIn } from '../../../shared/dates.ts';
import type { SupplierLanguage } from '../../../shared/languages.ts';
import { refusal, TaskState } from '../../../shared/task-state.ts';
import { offerLink } from '../../auth/offer-token.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound, refused } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { findTaskDocuments } from '../files/index.ts';
import { reminderPlanner } from '../reminders/index.ts';
import { findTaskFormats, openTask, readTask, recordTask, type TaskRow } from '../tasks/index.ts';
import { invitationTemplate } from './invitation.mail.tsx';
import { insertInvitations, listTaskSuppliers, listUninvited, type TaskSupplierRow } from './invitations.queries.ts';

type SendDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'taskChanges'>;
type NewMail = Parameters<SendDeps['outbox']['enqueueMany']>[1][number];

// One transaction writes at most this many printshops, or about this many bytes of mail: on SQLite it holds
// the only connection and, better-sqlite3 being synchronous, the event loop; every other request waits for
// it, once per query it makes (docs/decisions/023-large-tenders.md). On PostgreSQL other requests have
// connections of their own, and larger chunks finish the send sooner.
const CHUNK_PRINTSHOPS = 100;
const CHUNK_BYTES = { sqlite: 500_000, postgres: 2_000_000 } as const;

/** What one send has written so far, over its chunks and plans. */
type Send = {
  /** The send's instant: every invitation of it carries it, and the task's invitedAt (the first send's). */
  at: number;
  written: Set<string>;
  /** Whether the audit event is written. */
  recorded: boolean;
};

/** A send read and rendered: whom to invite, and each one's mails, filled in per chunk. */
type Plan = {
  row: TaskRow;
  documentIds: string[];
  targets: TaskSupplierRow[];
  /** Whether the first chunk must find the task unsent: a send to all, not one finishing a send cut short. */
  fresh: boolean;
  chunkSize: number;
  mailsOf: (
    chunk: TaskSupplierRow[],
  ) => { supplierId: string; invitation: NewMail & { id: string }; reminders: NewMail[] }[];
};

/**
 * Invites printshops: `supplierIds` empty = every printshop without an invitation (state 5 or 10), else those
 * named (each must have none yet). The task is read and the mails rendered first, outside any transaction;
 * then they are written in short transactions of a chunk of printshops each, with their reminders, each
 * checking under the task's lock that the task is as it was read (else the rest is read and rendered again).
 * The task becomes 50 with the first chunk. Sending to all on a sent task finishes a send that was cut short:
 * it invites the printshops that were there when the task was sent and have no invitation yet.
 */
export async function inviteSuppliers(deps: SendDeps, staff: Staff, id: string, supplierIds: string[]) {
  const send: Send = { at: 0, written: new Set(), recorded: false };
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

async function planSend(
  deps: SendDeps,
  staff: Staff,
  id: string,
  supplierIds: string[],
  send: Send,
): Promise<Plan | null> {
  const today = todayIn(deps.config.timeZone);
  const row = await readTask(deps.db, staff.workspace.id, id);
  const all = supplierIds.length === 0;
  const resumed = send.written.size > 0;
  const finishing = all && row.state === TaskState.sent;
  const no = refusal(all && !finishing ? 'inviteAll' : 'inviteOne', row.state);
  if (no) throw refused(no);
  assertOpen(row, today);
  const [formats, documents, rows] = await Promise.all([
    findTaskFormats(deps.db, id),
    findTaskDocuments(deps.db, id),
    listTaskSuppliers(deps.db, staff.workspace.id, id, today),
  ]);
  send.at ||= Date.now();
  const uninvited = rows.filter((r) => r.deletedAt === null && r.invitedAt === null);
  const sentAt = row.invitedAt ?? send.at;
  const targets = finishing
    ? uninvited.filter((r) => r.createdAt <= sentAt)
    : all
      ? uninvited
      : resumed
        ? uninvited.filter((r) => supplierIds.includes(r.supplierId) && !send.written.has(r.supplierId))
        : chosen(rows, supplierIds);
  if (targets.length === 0) {
    if (resumed) return null;
    if (finishing) throw refused(refusal('inviteAll', row.state)!);
    const none = rows.length === 0 ? 'Add printshops first.' : 'Every printshop has been invited already.';
    throw conflict('NOTHING_TO_SEND', none);
  }

  const { signature } = staff.user;
  const templates = new Map<SupplierLanguage, ReturnType<typeof invitationTemplate>>();
  const template = (language: SupplierLanguage) => {
    let t = templates.get(language);
    if (!t)
      templates.set(
        language,
        (t = invitationTemplate({ task: row, formats, documents, signature, language, tracked: true })),
      );
    return t;
  };
  const reminders = reminderPlanner(deps, row, signature, send.at);
  const { baseUrl, appSecret } = deps.config;
  const mailsOf = (chunk: TaskSupplierRow[]) => {
    const planned = new Map<string, NewMail[]>();
    for (const m of reminders(chunk.map((s) => ({ ...s, invitedAt: send.at })))) {
      planned.set(m.supplierId!, [...(planned.get(m.supplierId!) ?? []), m]);
    }
    return chunk.map((s) => {
      const mailId = randomUUID();
      const link = offerLink(baseUrl, appSecret, id, s.supplierId);
      const content = template(s.language)(s, link, `${baseUrl}/api/track/open/${mailId}`);
      const about = { workspaceId: staff.workspace.id, taskId: id, supplierId: s.supplierId };
      const invitation = { id: mailId, kind: 'invitation' as const, to: s.email, ...about, ...content };
      return { supplierId: s.supplierId, invitation, reminders: planned.get(s.supplierId) ?? [] };
    });
  };
  const [probe] = mailsOf(targets.slice(0, 1));
  const bytes = [probe!.invitation, ...probe!.reminders].reduce((n, m) => n + m.html.length + m.text.length, 0);
  const chunkBytes = CHUNK_BYTES[deps.config.database.kind];
  const chunkSize = Math.max(1, Math.min(CHUNK_PRINTSHOPS, Math.floor(chunkBytes / bytes)));
  const documentIds = documents.map((d) => d.id);
  return { row, documentIds, targets, fresh: all && !finishing && !resumed, chunkSize, mailsOf };
}

/** Writes the plan chunk by chunk; false when the task changed since it was read (read it again). */
async function writeSend(deps: SendDeps, staff: Staff, plan: Plan, send: Send): Promise<boolean> {
  for (let i = 0; i < plan.targets.length; i += plan.chunkSize) {
    // Requests that came in meanwhile get the database before the next chunk.
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    const chunk = plan.mailsOf(plan.targets.slice(i, i + plan.chunkSize));
    const last = i + plan.chunkSize >= plan.targets.length;
    const written = await writeChunk(deps, staff, plan, chunk, send, last);
    if (written === null) return false;
    for (const supplierId of written) send.written.add(supplierId);
    if (last && send.written.size > 0) send.recorded = true;
    deps.outbox.poke();
    deps.taskChanges.changed(plan.row.id);
  }
  return true;
}

/**
 * One chunk's invitations, mails and reminders, atomically; the printshops invited meanwhile (another send)
 * or deleted are left out. Answers those written, or null when the task changed since the plan read it.
 */
async function writeChunk(
  deps: SendDeps,
  staff: Staff,
  plan: Plan,
  chunk: ReturnType<Plan['mailsOf']>,
  send: Send,
  last: boolean,
): Promise<string[] | null> {
  const { id, workspaceId } = plan.row;
  return deps.db.transaction().execute(async (trx) => {
    const first = plan.fresh && send.written.size === 0;
    const { row, formats } = await openTask(trx, workspaceId, id, first ? 'inviteAll' : 'inviteOne');
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
    const written = kept.map((c) => c.supplierId);
    const count = send.written.size + written.length;
    if (last && count > 0) await recordEvent(trx, sentEvent(staff, id, count, [...send.written, ...written]));
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

// Offers are taken through the deadline day (offersOpen): an invitation after it could not be answered.
function assertOpen(row: TaskRow, today: string) {
  if (row.deadlineDate !== null && row.deadlineDate < today) {
    throw conflict('DEADLINE_PASSED', 'The offer deadline has passed; move it before sending.');
  }
}

/** The audit event of a send: once, with how many it invited (and whom, when one). */
const sentEvent = (staff: Staff, taskId: string, count: number, ids: string[]) => ({
  staff,
  taskId,
  kind: 'sent' as const,
  supplierId: count === 1 ? ids[0]! : null,
  count,
});

async function recordSent(deps: SendDeps, staff: Staff, id: string, send: Send) {
  await deps.db.transaction().execute(async (trx) => {
    await recordEvent(trx, sentEvent(staff, id, send.written.size, [...send.written]));
  });
  send.recorded = true;
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
