import { randomUUID } from 'node:crypto';
import { changesOf } from '../../../shared/amendment.ts';
import { namedFields } from '../../../shared/schemas/body.ts';
import { DEFAULT_REMIND_DAYS, DEFAULT_UNOPENED_DAYS } from '../../../shared/schemas/reminders.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { Task, TaskInput, TaskUpdate } from '../../../shared/schemas/tasks.ts';
import { decideState } from '../../../shared/task-state.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import { userName } from '../../db/user-name.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { deleteTaskMails } from '../mail/index.ts';
import { assertCompanyChoice, findCompanyName, workspaceCurrency, workspaceScoring } from '../team/index.ts';
import { readWeights, storedWeights, weightsRecorded } from '../../../shared/scoring.ts';
import { discard } from '../../storage/storage.ts';
import {
  deleteTask,
  findTask,
  findTaskFormats,
  findTaskFileKeys,
  insertTask,
  replaceTaskFormats,
  updateTask,
  type TaskRow,
} from './tasks.queries.ts';
import { changeTask } from './change-task.ts';
import { facts, toTask, type TaskDeps } from './task-answer.ts';
import { groupsRecorded, storedGroups } from './task-certificates.ts';
import { storedCurrencies } from './task-currencies.ts';
import { assertStoredFormats, withIds } from './task-formats.service.ts';
import { withVersionChanges } from './version-changes.ts';
import { deliveriesColumn, deliveriesOf, deliveriesRecorded, splitDeliveries } from './delivery-split.ts';

const missingTask = () => notFound('The task');

/** 409 TASK_CHANGED when the task changed since `version` was read, naming who changed it and when. */
export async function assertVersion(ex: Executor, row: TaskRow, version: number | undefined) {
  if (version === undefined || version === row.version) return;
  const by = await userName(ex, row.updatedBy ?? row.createdBy);
  throw conflict('TASK_CHANGED', `${by || 'Someone'} changed this task meanwhile; reload it.`, {
    by,
    at: row.updatedAt,
  });
}

export function assertDeadlineOpen(deps: Pick<Deps, 'config'>, deadline: string | null) {
  if (deadline && deadline < todayIn(deps.config.timeZone)) {
    throw badRequest('DEADLINE_PAST', 'The offer deadline must be today or later.', 'deadlineDate');
  }
}

type Dates = { deliveryDate: string | null; deadlineDate: string | null };

/**
 * 400 when both dates are set and the delivery comes before the last day to offer, at the date that moved:
 * the deadline when only it changed from `before` (the stored task), else the delivery date.
 */
export function assertDeliveryAfterDeadline(dates: Dates, before?: Dates) {
  if (!dates.deliveryDate || !dates.deadlineDate || dates.deliveryDate >= dates.deadlineDate) return;
  if (before && before.deliveryDate === dates.deliveryDate && before.deadlineDate !== dates.deadlineDate) {
    throw badRequest(
      'DEADLINE_AFTER_DELIVERY',
      'The offer deadline must not be after the delivery date.',
      'deadlineDate',
    );
  }
  throw badRequest(
    'DELIVERY_BEFORE_DEADLINE',
    'The delivery date must not be before the offer deadline.',
    'deliveryDate',
  );
}

/** The preset delivery address (configured), language and currency (the workspace's) of a new task. */
export const taskDefaults = async (deps: Pick<Deps, 'config' | 'db'>, staff: Staff) => ({
  address: deps.config.defaultDeliveryAddress,
  lang: 'de' as const,
  currency: await workspaceCurrency(deps.db, staff.workspace.id),
});

export async function getTask(deps: Pick<Deps, 'db'> & TaskDeps, staff: Staff, id: string): Promise<Task> {
  const row = await findTask(deps.db, staff.workspace.id, id);
  if (!row) throw missingTask();
  return toTask(deps.db, row, await findTaskFormats(deps.db, id), deps);
}

export async function createTask(deps: Pick<Deps, 'db'> & TaskDeps, staff: Staff, input: TaskInput): Promise<Task> {
  assertDeadlineOpen(deps, input.deadlineDate);
  assertDeliveryAfterDeadline(input);
  const now = Date.now();
  const {
    formats: given,
    deliveries: split,
    sealed = false,
    companyId = null,
    certificateGroups: _g,
    requiredCertificates: _r,
    budget = null,
    scoring,
    ...rest
  } = input;
  const { currencies, rates, ...fields } = rest;
  const formats = withIds(given, []);
  // A task keeps the workspace's currency it was made with: its budget, rates and comparison are in it.
  const currency = await workspaceCurrency(deps.db, staff.workspace.id);
  // Weights not given: the workspace's defaults (the price alone unless an owner set them).
  const weights = scoring ? storedWeights(scoring) : await workspaceScoring(deps.db, staff.workspace.id);
  await assertStoredFormats(deps.db, staff.workspace.id, formats);
  await assertCompanyChoice(deps.db, staff.workspace.id, companyId);
  const draft = {
    id: randomUUID(),
    workspaceId: staff.workspace.id,
    ...fields,
    sealed: sealed ? 1 : 0,
    companyId,
    requiredCertificates: storedGroups(input),
    budget,
    currency,
    ...storedCurrencies({ currency, currencies: null, rates: null }, { currencies, rates }),
    supplierId: null,
    createdBy: staff.user.id,
    updatedBy: null,
    version: 1,
    revision: 0,
    cancelledAt: null,
    cancelMessage: null,
    remindDays: DEFAULT_REMIND_DAYS,
    unopenedDays: DEFAULT_UNOPENED_DAYS,
    copiedFrom: null,
    deliveries: deliveriesColumn(splitDeliveries(split, [], formats)),
    scoring: weights,
    awardReason: null,
    round: 1,
  };
  const dates = { testMailSentAt: null, invitedAt: null, acceptedAt: null, createdAt: now, updatedAt: now };
  const row: TaskRow = { ...draft, ...dates, state: 0 };
  row.state = decideState(facts(row, formats.length));
  await deps.db.transaction().execute(async (trx) => {
    await insertTask(trx, row);
    await replaceTaskFormats(trx, row.id, formats);
    await recordEvent(trx, { staff, taskId: row.id, kind: 'created' });
  });
  return toTask(deps.db, row, formats, deps);
}

export async function updateTaskFields(
  deps: Pick<Deps, 'db' | 'taskChanges' | 'outbox'> & TaskDeps,
  staff: Staff,
  id: string,
  input: TaskUpdate,
): Promise<Task> {
  return changeTask(deps, staff.workspace.id, id, 'update', async (trx, { row, formats: current }) => {
    await assertVersion(trx, row, input.version);
    // What the update leaves out stays as it is (docs/product.md#editing-and-versions).
    const {
      formats: given,
      deliveries: split,
      version: _v,
      sealed = Boolean(row.sealed),
      companyId = row.companyId,
      certificateGroups,
      requiredCertificates,
      budget = row.budget,
      currencies,
      rates,
      scoring,
      ...named
    } = input;
    const required = storedGroups({ certificateGroups, requiredCertificates }, row.requiredCertificates);
    const fields = {
      ...row,
      ...namedFields(named),
      sealed: sealed ? 1 : 0,
      companyId,
      requiredCertificates: required,
      budget,
      ...storedCurrencies(row, { currencies, rates }),
      scoring: scoring ? storedWeights(scoring) : row.scoring,
    };
    if (companyId !== row.companyId) await assertCompanyChoice(trx, staff.workspace.id, companyId);
    if (fields.deadlineDate !== row.deadlineDate) assertDeadlineOpen(deps, fields.deadlineDate);
    assertDeliveryAfterDeadline(fields, row);
    const formats = given ? withIds(given, current) : current;
    if (given) await assertStoredFormats(trx, staff.workspace.id, formats);
    fields.deliveries = deliveriesColumn(splitDeliveries(split, deliveriesOf(row.deliveries), formats));
    const next = await recordTask(trx, fields, formats.length, changedBy(row, staff));
    if (given) await replaceTaskFormats(trx, id, formats);
    const changes = withVersionChanges(changesOf(row, next, current, formats), current, formats);
    const others = OTHER_FIELDS.filter((f) => row[f] !== next[f]);
    if (changes.length + others.length > 0) {
      const values = [];
      for (const f of others) values.push(await changedValue(trx, staff, f, row, next));
      await recordEvent(trx, { staff, taskId: id, kind: 'updated', changes, fields: others, values });
    }
    return toTask(trx, next, formats, deps);
  });
}

// The fields printshops do not read: an update names them with old and new value (what printshops read is
// recorded as a change, old -> new, as amendments are).
// The required certificates are recorded as their groups, "FSC / PEFC, ISO 12647" ('' for none); the budget in the workspace currency.
const OTHER_FIELDS = [
  'name',
  'lettershop',
  'awardDate',
  'lang',
  'sealed',
  'companyId',
  'requiredCertificates',
  'budget',
  'currencies',
  'rates',
  'deliveries',
  'scoring',
] as const;
const stored = (row: TaskRow, field: (typeof OTHER_FIELDS)[number]) =>
  field === 'sealed'
    ? String(Boolean(row.sealed))
    : field === 'requiredCertificates'
      ? groupsRecorded(row)
      : field === 'budget'
        ? row.budget === null
          ? null
          : (row.budget / 100).toFixed(2)
        : field === 'deliveries'
          ? deliveriesRecorded(row)
          : field === 'scoring'
            ? weightsRecorded(readWeights(row.scoring))
            : row[field];

/** A field's change as the history shows it: a company by its name (as it was then), not its id. */
async function changedValue(
  ex: Executor,
  staff: Staff,
  field: (typeof OTHER_FIELDS)[number],
  row: TaskRow,
  next: TaskRow,
) {
  if (field !== 'companyId') return { field, old: stored(row, field), new: stored(next, field) };
  const old = await findCompanyName(ex, staff.workspace.id, row.companyId);
  return { field, old, new: await findCompanyName(ex, staff.workspace.id, next.companyId) };
}

/**
 * Deletes a task before sending, with its formats, its (test) mails and its documents (their bytes after the
 * commit); after sending it must be cancelled.
 */
export async function removeTask(
  deps: Pick<Deps, 'db' | 'storage' | 'taskChanges' | 'outbox'>,
  staff: Staff,
  id: string,
): Promise<void> {
  const files = await changeTask(deps, staff.workspace.id, id, 'delete', async (trx) => {
    await deleteTaskMails(trx, staff.workspace.id, id);
    const keys = await findTaskFileKeys(trx, id);
    await deleteTask(trx, staff.workspace.id, id);
    return keys;
  });
  await discard(deps.storage, files);
}

/** The milestone of a change of the task's content: a new version, by this member. */
export const changedBy = (row: TaskRow, staff: Staff) => ({ version: row.version + 1, updatedBy: staff.user.id });

// What other modules may do with a task (index.ts): read it, lock it for an action, record what happened.

/** The task's row; 404 unless the workspace has the task. */
export async function readTask(ex: Executor, workspaceId: string, id: string): Promise<TaskRow> {
  const row = await findTask(ex, workspaceId, id);
  if (!row) throw missingTask();
  return row;
}

/** 404 unless the workspace has the task. */
export async function assertTask(ex: Executor, workspaceId: string, id: string): Promise<void> {
  await readTask(ex, workspaceId, id);
}

type Milestones = Partial<
  Pick<
    TaskRow,
    | 'testMailSentAt'
    | 'invitedAt'
    | 'acceptedAt'
    | 'supplierId'
    | 'cancelledAt'
    | 'cancelMessage'
    | 'version'
    | 'updatedBy'
    | 'revision'
  >
>;

/** Writes what happened to a task (a test mail, invitations, an accept) and the state that follows from it. */
export async function recordTask(ex: Executor, row: TaskRow, formatCount: number, changes: Milestones) {
  const next: TaskRow = { ...row, ...changes, updatedAt: Date.now() };
  next.state = decideState(facts(next, formatCount));
  const { workspaceId, id, createdAt: _c, createdBy: _b, ...fields } = next;
  await updateTask(ex, workspaceId, id, fields);
  return next;
}
