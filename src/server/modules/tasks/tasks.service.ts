import { randomUUID } from 'node:crypto';
import { todayIn } from '../../../shared/dates.ts';
import { LanguageSchema } from '../../../shared/languages.ts';
import { mailStateOf } from '../../../shared/mail-state.ts';
import type { PageQuery } from '../../../shared/schemas/common.ts';
import type { MailLog, Task, TaskFormat, TaskInput, TaskList, TaskSupplier } from '../../../shared/schemas/tasks.ts';
import { decideState, missingFields, refusal, type TaskAction, type TaskStateValue } from '../../../shared/task-state.ts';
import { offerLink } from '../../auth/offer-token.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Executor } from '../mail/outbox.queries.ts';
import { invitationMail } from './invitation.mail.tsx';
import {
  deleteTask,
  findTask,
  findTaskFormats,
  insertSupplierTasks,
  insertTask,
  listTaskMails,
  listTaskSummaries,
  listTaskSuppliers,
  replaceTaskFormats,
  updateTask,
  type TaskRow,
} from './tasks.queries.ts';

const missingTask = () => notFound('The task');
const language = (v: unknown) => LanguageSchema.catch('de').parse(v);

function stateOf(row: TaskRow, formatCount: number): TaskStateValue {
  return decideState({ ...facts(row, formatCount) });
}

function facts(row: TaskRow, formatCount: number) {
  return {
    ...row,
    formatCount,
    testMailSent: row.testMailSentAt !== null,
    invited: row.invitedAt !== null,
    accepted: row.acceptedAt !== null,
  };
}

function toTask(row: TaskRow, formats: TaskFormat[]): Task {
  return {
    id: row.id,
    name: row.name,
    note: row.note,
    address: row.address,
    lettershop: row.lettershop,
    deliveryDate: row.deliveryDate,
    deadlineDate: row.deadlineDate,
    lang: language(row.lang),
    formats,
    state: row.state as TaskStateValue,
    supplierId: row.supplierId,
    missing: missingFields(facts(row, formats.length)),
    testMailSentAt: row.testMailSentAt,
    createdAt: row.createdAt,
  };
}

function assertAllowed(action: TaskAction, state: number) {
  const no = refusal(action, state as TaskStateValue);
  if (no) throw conflict(no.code, no.message);
}

function assertDeadlineOpen(deps: Deps, deadline: string | null) {
  if (deadline && deadline < todayIn(deps.config.timeZone)) {
    throw badRequest('DEADLINE_PAST', 'The offer deadline must be today or later.', 'deadlineDate');
  }
}

/** Keeps the ids of formats the task has, gives new ones an id, refuses ids of other tasks. */
function withIds(input: TaskInput['formats'], existing: Set<string>): TaskFormat[] {
  return input.map((f, i) => {
    if (f.id !== undefined && !existing.has(f.id)) throw badRequest('UNKNOWN_FORMAT', 'This format is not part of the task.', `formats.${i}.id`);
    return { ...f, id: f.id ?? randomUUID() };
  });
}

export async function listTasks(deps: Deps, staff: Staff, page: PageQuery): Promise<TaskList> {
  const rows = await listTaskSummaries(deps.db, staff.workspace.id, page);
  return {
    items: rows.slice(0, page.limit).map((r) => ({ ...r, state: r.state as TaskStateValue, formatCount: Number(r.formatCount ?? 0) })),
    next: rows.length > page.limit ? page.offset + page.limit : null,
  };
}

export async function getTask(deps: Deps, staff: Staff, id: string, ex: Executor = deps.db): Promise<Task> {
  const row = await findTask(ex, staff.workspace.id, id);
  if (!row) throw missingTask();
  return toTask(row, await findTaskFormats(ex, id));
}

export async function createTask(deps: Deps, staff: Staff, input: TaskInput): Promise<Task> {
  assertDeadlineOpen(deps, input.deadlineDate);
  const id = randomUUID();
  const now = Date.now();
  const formats = withIds(input.formats, new Set());
  const row: TaskRow = {
    id,
    workspaceId: staff.workspace.id,
    name: input.name,
    note: input.note,
    address: input.address,
    lettershop: input.lettershop,
    deliveryDate: input.deliveryDate,
    deadlineDate: input.deadlineDate,
    lang: input.lang,
    state: 0,
    supplierId: null,
    testMailSentAt: null,
    invitedAt: null,
    acceptedAt: null,
    createdBy: staff.user.id,
    createdAt: now,
    updatedAt: now,
  };
  row.state = stateOf(row, formats.length);
  await deps.db.transaction().execute(async (trx) => {
    await insertTask(trx, row);
    await replaceTaskFormats(trx, id, formats);
  });
  return toTask(row, formats);
}

export async function updateTaskFields(deps: Deps, staff: Staff, id: string, input: TaskInput): Promise<Task> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findTask(trx, staff.workspace.id, id, deps.dbKind);
    if (!row) throw missingTask();
    assertAllowed('update', row.state);
    if (input.deadlineDate !== row.deadlineDate) assertDeadlineOpen(deps, input.deadlineDate);
    const existing = new Set((await findTaskFormats(trx, id)).map((f) => f.id));
    const formats = withIds(input.formats, existing);
    const { formats: _, ...fields } = input;
    const next: TaskRow = { ...row, ...fields, updatedAt: Date.now() };
    next.state = stateOf(next, formats.length);
    await updateTask(trx, staff.workspace.id, id, { ...fields, state: next.state, updatedAt: next.updatedAt });
    await replaceTaskFormats(trx, id, formats);
    return toTask(next, formats);
  });
}

export async function removeTask(deps: Deps, staff: Staff, id: string): Promise<void> {
  const deleted = await deps.db.transaction().execute((trx) => deleteTask(trx, staff.workspace.id, id));
  if (!deleted) throw missingTask();
  deps.tenders.forget(id);
}

export async function taskSuppliers(deps: Deps, staff: Staff, id: string): Promise<TaskSupplier[]> {
  if (!(await findTask(deps.db, staff.workspace.id, id))) throw missingTask();
  const rows = await listTaskSuppliers(deps.db, staff.workspace.id, id);
  return rows.map((r) => ({
    supplierId: r.supplierId,
    name: r.name,
    email: r.email,
    language: language(r.language),
    deleted: r.deletedAt !== null,
    mailState: mailStateOf({ invited: r.invitedAt !== null, outbox: r.mailState, openedAt: r.openedAt, clickedAt: r.clickedAt }),
    sentAt: r.sentAt,
    error: r.mailState === 'failed' ? r.lastError : null,
    sum: r.sum,
  }));
}

export async function taskMailLog(deps: Deps, staff: Staff, id: string): Promise<MailLog> {
  if (!(await findTask(deps.db, staff.workspace.id, id))) throw missingTask();
  return { items: await listTaskMails(deps.db, staff.workspace.id, id) };
}

function trackingPixel(deps: Deps, mailId: string) {
  return `${deps.config.baseUrl}/api/track/open/${mailId}`;
}

/** The invitation as a sample printshop would get it, to the signed-in user or `to`; the task becomes 10. */
export async function sendTestMail(deps: Deps, staff: Staff, id: string, to = staff.user.email): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await findTask(trx, staff.workspace.id, id, deps.dbKind);
    if (!row) throw missingTask();
    assertAllowed('testMail', row.state);
    const formats = await findTaskFormats(trx, id);
    const lang = staff.user.language;
    const content = invitationMail({
      task: row,
      formats,
      supplier: { name: lang === 'de' ? 'Musterdruckerei' : 'Sample Printshop', contactPerson: '', language: lang },
      signature: staff.user.signature,
      link: offerLink(deps.config.baseUrl, deps.config.appSecret, id, 'sample'),
      pixel: null,
      test: true,
    });
    await deps.outbox.enqueue(trx, { kind: 'test-invitation', to, workspaceId: staff.workspace.id, taskId: id, ...content });
    const next = { ...row, testMailSentAt: row.testMailSentAt ?? Date.now() };
    await updateTask(trx, staff.workspace.id, id, { testMailSentAt: next.testMailSentAt, state: stateOf(next, formats.length) });
  });
  deps.outbox.poke();
}

/**
 * Invites printshops: `supplierIds` empty = every printshop without an invitation (state 5 or 10),
 * else those named (each must have none yet). Mails go out through the outbox; the task becomes 50.
 */
export async function inviteSuppliers(deps: Deps, staff: Staff, id: string, supplierIds: string[]): Promise<number> {
  const count = await deps.db.transaction().execute(async (trx) => {
    const row = await findTask(trx, staff.workspace.id, id, deps.dbKind);
    if (!row) throw missingTask();
    const all = supplierIds.length === 0;
    assertAllowed(all ? 'inviteAll' : 'inviteOne', row.state);
    const rows = await listTaskSuppliers(trx, staff.workspace.id, id);
    const targets = all ? rows.filter((r) => r.deletedAt === null && r.invitedAt === null) : chosen(rows, supplierIds);
    if (targets.length === 0) {
      throw conflict('NOTHING_TO_SEND', rows.length === 0 ? 'Add printshops first.' : 'Every printshop has been invited already.');
    }
    const formats = await findTaskFormats(trx, id);
    const now = Date.now();
    const mails = targets.map((s) => {
      const mailId = randomUUID();
      const content = invitationMail({
        task: row,
        formats,
        supplier: { name: s.name, contactPerson: s.contactPerson, language: language(s.language) },
        signature: staff.user.signature,
        link: offerLink(deps.config.baseUrl, deps.config.appSecret, id, s.supplierId),
        pixel: trackingPixel(deps, mailId),
      });
      return { id: mailId, kind: 'invitation', to: s.email, workspaceId: staff.workspace.id, taskId: id, supplierId: s.supplierId, ...content };
    });
    await deps.outbox.enqueueMany(trx, mails);
    await insertSupplierTasks(
      trx,
      mails.map((m) => ({ taskId: id, supplierId: m.supplierId, workspaceId: staff.workspace.id, mailId: m.id, invitedAt: now })),
    );
    const next = { ...row, invitedAt: row.invitedAt ?? now };
    await updateTask(trx, staff.workspace.id, id, { invitedAt: next.invitedAt, state: stateOf(next, formats.length), updatedAt: now });
    return targets.length;
  });
  deps.outbox.poke();
  return count;
}

type SupplierRow = Awaited<ReturnType<typeof listTaskSuppliers>>[number];

function chosen(rows: SupplierRow[], ids: string[]): SupplierRow[] {
  const byId = new Map(rows.filter((r) => r.deletedAt === null).map((r) => [r.supplierId, r]));
  return [...new Set(ids)].map((sid) => {
    const r = byId.get(sid);
    if (!r) throw notFound('The printshop');
    if (r.invitedAt !== null) throw conflict('SUPPLIER_INVITED', `${r.name} has been invited already.`);
    return r;
  });
}
