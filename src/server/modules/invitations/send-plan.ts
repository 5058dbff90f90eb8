import { randomUUID } from 'node:crypto';
import { groupText } from '../../../shared/certificates.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { Language } from '../../../shared/languages.ts';
import { refusal, TaskState } from '../../../shared/task-state.ts';
import { offerLink } from '../../auth/offer-token.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { AppError, conflict, refused } from '../../errors.ts';
import { findTaskDocuments } from '../files/index.ts';
import { reminderPlanner } from '../reminders/index.ts';
import { lackingOf } from '../suppliers/index.ts';
import { assertRates, findTaskFormats, readTask, requiredOf, type TaskRow } from '../tasks/index.ts';
import { supplierSender } from '../team/index.ts';
import { invitationTemplate } from './invitation.mail.tsx';
import { listSupplierTasks, type SupplierTaskRow } from './invitations.queries.ts';

// The read and render half of a send (send.service.ts writes it; docs/decisions/023-large-tenders.md).

export type SendDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'taskChanges'>;
export type NewMail = Parameters<SendDeps['outbox']['enqueueMany']>[1][number];

// One transaction writes at most this many printshops, or about this many bytes of mail: on SQLite it holds
// the only connection and, better-sqlite3 being synchronous, the event loop; every other request waits for
// it, once per query it makes (docs/decisions/023-large-tenders.md). On PostgreSQL other requests have
// connections of their own, and larger chunks finish the send sooner.
const CHUNK_SUPPLIERS = 100;
const CHUNK_BYTES = { sqlite: 500_000, postgres: 2_000_000 } as const;

/** What one send has written so far, over its chunks and plans. */
export type Send = {
  /** The send's instant: every invitation of it carries it, and the task's invitedAt (the first send's). */
  at: number;
  /** The printshops invited so far, by id, with their names as they were invited (the audit event names them). */
  written: Map<string, string>;
  /** Whether the audit event is written. */
  recorded: boolean;
  /**
   * Invitations taken of the workspace's mail quota so far: the whole send's at its first chunk, so that a send
   * the quota has no room for sends nothing (docs/product.md, Mail quotas).
   */
  taken: number;
};

/** A send read and rendered: whom to invite, and each one's mails, filled in per chunk. */
export type Plan = {
  row: TaskRow;
  documentIds: string[];
  targets: SupplierTaskRow[];
  /** Whether the first chunk must find the task unsent: a send to all, not one finishing a send cut short. */
  fresh: boolean;
  chunkSize: number;
  mailsOf: (
    chunk: SupplierTaskRow[],
  ) => { supplierId: string; name: string; invitation: NewMail & { id: string }; reminders: NewMail[] }[];
};

/**
 * Reads the task and whom to invite, and renders their mails once per language (filled in per chunk); null when
 * a resumed send has nobody left. Refuses a send the task's state or deadline does not allow.
 */
export async function planSend(
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
  assertRates(row);
  const [formats, documents, rows, sender, owner] = await Promise.all([
    findTaskFormats(deps.db, id),
    findTaskDocuments(deps.db, id),
    listSupplierTasks(deps.db, staff.workspace.id, id, today),
    supplierSender(deps.db, id, staff.user.email),
    // The reminders go out on their own, later: replies to them go to the task's owner.
    supplierSender(deps.db, id),
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
  await assertQualified(deps.db, row, targets, today);

  const { signature } = staff.user;
  const templates = new Map<Language, ReturnType<typeof invitationTemplate>>();
  const template = (language: Language) => {
    let t = templates.get(language);
    if (!t)
      templates.set(
        language,
        (t = invitationTemplate({
          task: row,
          formats,
          documents,
          signature,
          language,
          tracked: true,
          buyer: sender.buyer.name,
        })),
      );
    return t;
  };
  const reminders = reminderPlanner(deps, row, { signature, sender: owner }, send.at);
  const { baseUrl, appSecret } = deps.config;
  const mailsOf = (chunk: SupplierTaskRow[]) => {
    const planned = new Map<string, NewMail[]>();
    for (const m of reminders(chunk.map((s) => ({ ...s, invitedAt: send.at })))) {
      planned.set(m.supplierId!, [...(planned.get(m.supplierId!) ?? []), m]);
    }
    return chunk.map((s) => {
      const mailId = randomUUID();
      const link = offerLink(baseUrl, appSecret, id, s.supplierId);
      const content = template(s.language)(s, link, `${baseUrl}/api/track/open/${mailId}`);
      const about = { workspaceId: staff.workspace.id, taskId: id, supplierId: s.supplierId };
      const invitation = {
        id: mailId,
        kind: 'invitation' as const,
        to: s.email,
        ...about,
        ...content,
        ...sender.headers,
      };
      return { supplierId: s.supplierId, name: s.name, invitation, reminders: planned.get(s.supplierId) ?? [] };
    });
  };
  const [probe] = mailsOf(targets.slice(0, 1));
  const bytes = [probe!.invitation, ...probe!.reminders].reduce((n, m) => n + m.html.length + m.text.length, 0);
  const chunkBytes = CHUNK_BYTES[deps.config.database.kind];
  const chunkSize = Math.max(1, Math.min(CHUNK_SUPPLIERS, Math.floor(chunkBytes / bytes)));
  const documentIds = documents.map((d) => d.id);
  return { row, documentIds, targets, fresh: all && !finishing && !resumed, chunkSize, mailsOf };
}

/**
 * 409 CERTIFICATE_MISSING when a printshop to invite lacks a required certificate valid on the deadline day
 * (docs/product.md#certificates): nothing of the send is written. The answer names the first of them (in
 * the order of the printshop table) and its first missing group as `name` and `kind` ("FSC or PEFC"), that
 * group's kinds as JSON in `kinds` (the staff app says it in its own language); the message names each of them
 * with every group it lacks.
 */
export async function assertQualified(
  ex: Executor,
  row: TaskRow,
  targets: { supplierId: string; name: string }[],
  today: string,
) {
  const required = requiredOf(row);
  if (required.length === 0) return;
  const ids = targets.map((t) => t.supplierId);
  const lacking = await lackingOf(ex, row.workspaceId, ids, required, row.deadlineDate ?? today);
  const failing = targets.filter((t) => lacking.has(t.supplierId));
  if (failing.length === 0) return;
  const first = failing[0]!;
  const said = (id: string) => lacking.get(id)!.map((group) => groupText(group, 'en'));
  const lines = failing.map((t) => `${t.name} lacks ${said(t.supplierId).join(', ')}`);
  throw conflict(
    'CERTIFICATE_MISSING',
    `Nothing was sent: ${lines.join('; ')} (a certificate valid on the offer deadline).`,
    {
      name: first.name,
      kind: said(first.supplierId)[0]!,
      kinds: JSON.stringify(lacking.get(first.supplierId)![0]),
      count: failing.length,
    },
  );
}

// Offers are taken through the deadline day (offersOpen): an invitation after it could not be answered.
export function assertOpen(row: TaskRow, today: string) {
  if (row.deadlineDate !== null && row.deadlineDate < today) {
    throw conflict('DEADLINE_PASSED', 'The offer deadline has passed; move it before sending.');
  }
}

/**
 * The printshops a send names: each a live printshop of the workspace (an unknown id, another workspace's or a
 * deleted printshop is 404 UNKNOWN_SUPPLIER, naming them) without an invitation to the task yet.
 */
function chosen(rows: SupplierTaskRow[], ids: string[]): SupplierTaskRow[] {
  const byId = new Map(rows.filter((r) => r.deletedAt === null).map((r) => [r.supplierId, r]));
  const unique = [...new Set(ids)];
  const unknown = unique.filter((sid) => !byId.has(sid));
  if (unknown.length > 0) {
    const named = unknown.slice(0, 5).join(', ') + (unknown.length > 5 ? ` and ${unknown.length - 5} more` : '');
    throw new AppError(
      404,
      'UNKNOWN_SUPPLIER',
      `Not a printshop of this workspace's address book: ${named}.`,
      'suppliers',
    );
  }
  return unique.map((sid) => {
    const r = byId.get(sid)!;
    if (r.invitedAt !== null) throw conflict('SUPPLIER_INVITED', `${r.name} has been invited already.`);
    return r;
  });
}
