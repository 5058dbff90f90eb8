import {
  changesOf,
  currencyChanges,
  deliveryChanges,
  pricesChanged,
  revisedFormats,
} from '../../../shared/amendment.ts';
import type { AmendBody } from '../../../shared/schemas/amend.ts';
import type { Change } from '../../../shared/schemas/revisions.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../errors.ts';
import { assertRates, currenciesOf, storedCurrencies } from './task-currencies.ts';
import { insertTaskRevision, replaceTaskFormats, type TaskRow } from './tasks.queries.ts';
import {
  assertDeadlineOpen,
  assertDeliveryAfterDeadline,
  assertVersion,
  changedBy,
  recordTask,
} from './tasks.service.ts';
import { toTask, type TaskDeps } from './task-answer.ts';
import { assertStoredFormats, withIds } from './task-formats.service.ts';
import { withVersionChanges } from './version-changes.ts';
import { deliveriesColumn, deliveriesOf, splitDeliveries } from './delivery-split.ts';

/** What an amendment did: the task and its formats before and after, what changed, the revision's number. */
export type Amendment = {
  before: TaskRow;
  after: TaskRow;
  formatsBefore: TaskFormat[];
  /** The formats after it, each with its revision (raised where it changed what is priced). */
  formats: TaskFormat[];
  changes: Change[];
  number: number;
  pricesChanged: boolean;
};

/**
 * Amends a sent task locked by openTask(…, 'amend'): the fields and formats the body names, a new numbered
 * revision with what changed; a change of formats or quantities makes earlier offers ask for confirmation.
 */
export async function reviseTask(
  ex: Executor,
  deps: Pick<Deps, 'config'>,
  staff: Staff,
  opened: { row: TaskRow; formats: TaskFormat[] },
  body: AmendBody,
): Promise<Amendment> {
  const { row, formats: current } = opened;
  await assertVersion(ex, row, body.version);
  const fields = {
    deadlineDate: body.deadlineDate ?? row.deadlineDate,
    deliveryDate: body.deliveryDate ?? row.deliveryDate,
    address: body.address ?? row.address,
    note: body.note ?? row.note,
  };
  if (fields.deadlineDate !== row.deadlineDate) assertDeadlineOpen(deps, fields.deadlineDate);
  assertDeliveryAfterDeadline(fields, row);
  const given = body.formats ? withIds(body.formats, current) : current;
  if (body.formats) await assertStoredFormats(ex, staff.workspace.id, given);
  const accepted = acceptedAfter(row, body);
  // The addresses it names (or those kept, less the formats it removes), checked against the formats' quantities.
  const addresses = splitDeliveries(body.deliveries, deliveriesOf(row.deliveries), given);
  const changes = [
    ...withVersionChanges(changesOf(row, fields, current, given), current, given),
    ...currencyChanges(currenciesOf(row), currenciesOf(accepted)),
    // Only addresses it names are a change of theirs: a format removed drops its counts without a line of its own.
    ...(body.deliveries ? deliveryChanges(deliveriesOf(row.deliveries), addresses, given) : []),
  ];
  if (changes.length === 0) throw badRequest('NOTHING_CHANGED', 'The amendment changes nothing.');
  assertRates(accepted);
  const formats = revisedFormats(changes, current, given);
  const deliveries = deliveriesColumn(addresses);
  const number = row.revision + 1;
  const priced = pricesChanged(changes);
  const after = await recordTask(ex, { ...row, ...fields, ...accepted, deliveries }, formats.length, {
    ...changedBy(row, staff),
    revision: number,
  });
  if (body.formats) await replaceTaskFormats(ex, row.id, formats);
  await insertRevision(ex, staff, after, body.message, changes, priced);
  return { before: row, after, formatsBefore: current, formats, changes, number, pricesChanged: priced };
}

/**
 * The accepted currencies and rates an amendment leaves, as stored: the currencies it adds after those accepted
 * (400 CURRENCY_KEPT when it drops one: printshops may have quoted in it), its rates over the task's.
 */
function acceptedAfter(row: TaskRow, body: AmendBody) {
  const { currencies } = currenciesOf(row);
  const dropped = body.currencies ? currencies.filter((c) => !body.currencies!.includes(c)) : [];
  if (dropped.length > 0)
    throw badRequest(
      'CURRENCY_KEPT',
      `Printshops were invited to quote in ${dropped.join(', ')}: an amendment adds currencies but drops none.`,
      'currencies',
      { currencies: dropped.join(', ') },
    );
  const added = (body.currencies ?? []).filter((c) => !currencies.includes(c));
  const given = { currencies: [...currencies, ...added], rates: body.rates };
  return { currency: row.currency, ...storedCurrencies(row, given) };
}

/**
 * Documents added to or removed from a sent task locked by openTask(…, 'files'): a new revision naming
 * them; offers stay current (a document changes no format or quantity).
 */
export async function reviseDocuments(
  ex: Executor,
  staff: Staff,
  opened: { row: TaskRow; formats: TaskFormat[] },
  changes: Change[],
  message: string,
): Promise<Amendment> {
  const { row, formats } = opened;
  const number = row.revision + 1;
  const after = await recordTask(ex, row, formats.length, { ...changedBy(row, staff), revision: number });
  await insertRevision(ex, staff, after, message, changes, false);
  return { before: row, after, formatsBefore: formats, formats, changes, number, pricesChanged: false };
}

async function insertRevision(
  ex: Executor,
  staff: Staff,
  after: TaskRow,
  message: string,
  changes: Change[],
  priced: boolean,
) {
  await insertTaskRevision(ex, {
    taskId: after.id,
    number: after.revision,
    workspaceId: after.workspaceId,
    message,
    changes: JSON.stringify(changes),
    pricesChanged: priced ? 1 : 0,
    createdBy: staff.user.id,
    createdAt: after.updatedAt,
  });
}

/** Ends a sent task locked by openTask(…, 'cancel') without an order (state 90). */
export async function cancelTaskRow(ex: Executor, staff: Staff, row: TaskRow, formatCount: number, message: string) {
  return recordTask(ex, row, formatCount, {
    ...changedBy(row, staff),
    cancelledAt: Date.now(),
    cancelMessage: message,
  });
}

/** The task as the API answers it, after an amendment or cancellation. */
export const answerTask = (ex: Executor, row: TaskRow, formats: TaskFormat[], deps: TaskDeps) =>
  toTask(ex, row, formats, deps);
