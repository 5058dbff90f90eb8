import { daysBetween, todayIn } from '../../../shared/dates.ts';
import type { Delivery, DeliveryList } from '../../../shared/schemas/deliveries.ts';
import { TaskState } from '../../../shared/task-state.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { userName } from '../../db/user-name.ts';
import { badRequest, conflict } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { readTask } from '../tasks/index.ts';
import { awardedFormatsOf, findDelivery, listDeliveries, saveDelivery, winnersOf } from './deliveries.queries.ts';

type DeliveryDeps = Pick<Deps, 'db' | 'config'>;

/**
 * Calendar days the delivery came after the task's delivery date, 0 when on or before it; null when the task
 * names none. Calendar days, not working days: the delivery date is a calendar day the buyer agreed on.
 */
export const daysLateOf = (deliveryDate: string | null, deliveredOn: string) =>
  deliveryDate === null ? null : Math.max(0, daysBetween(deliveryDate, deliveredOn));

/**
 * Records how a winning printshop delivered an awarded task, replacing what was recorded before; the audit trail
 * gets "delivery recorded" with the day and quality, old → new.
 */
export async function recordDelivery(
  deps: DeliveryDeps,
  staff: Staff,
  taskId: string,
  supplierId: string,
  input: { deliveredOn: string; quality: number; note: string; received?: ReceivedCount[] },
): Promise<Delivery> {
  const workspaceId = staff.workspace.id;
  return deps.db.transaction().execute(async (trx) => {
    const task = await readTask(trx, workspaceId, taskId);
    if (input.deliveredOn > todayIn(deps.config.timeZone))
      throw badRequest('DELIVERY_IN_FUTURE', 'The delivery date must be today or earlier.', 'deliveredOn');
    // Nothing is delivered of a request before it went out (the day it was sent, in the workspace's time zone).
    const sentOn = task.invitedAt === null ? null : todayIn(deps.config.timeZone, new Date(task.invitedAt));
    if (sentOn !== null && input.deliveredOn < sentOn) {
      throw badRequest(
        'DELIVERY_BEFORE_SENT',
        `The delivery date cannot be before the request was sent (${sentOn}).`,
        'deliveredOn',
        { day: sentOn },
      );
    }
    if (task.state !== TaskState.done)
      throw conflict('NOT_AWARDED', 'A delivery can be recorded only once the order has been awarded.');
    if (!(await winnersOf(trx, taskId)).includes(supplierId))
      throw conflict('NOT_A_WINNER', 'This printshop did not win this order; record deliveries of the winners only.');
    const received = input.received ?? [];
    await checkReceived(trx, taskId, supplierId, received);
    const before = await findDelivery(trx, taskId, supplierId);
    const row = {
      taskId,
      supplierId,
      workspaceId,
      deliveredOn: input.deliveredOn,
      daysLate: daysLateOf(task.deliveryDate, input.deliveredOn),
      quality: input.quality,
      note: input.note,
      recordedBy: staff.user.id,
      recordedAt: Date.now(),
      received: JSON.stringify(received),
    };
    await saveDelivery(trx, row);
    const value = (field: 'deliveredOn' | 'quality') => ({
      field,
      old: before ? String(before[field]) : null,
      new: String(row[field]),
    });
    await recordEvent(trx, {
      staff,
      taskId,
      kind: 'delivered',
      supplierId,
      values: [value('deliveredOn'), value('quality')],
      subject: input.note || undefined,
    });
    const { taskId: _t, workspaceId: _w, recordedBy: _b, ...delivery } = row;
    return { ...delivery, received, recordedBy: await userName(trx, staff.user.id) };
  });
}

type ReceivedCount = { formatId: string; count: number };

/** 400 for a received count of a format the printshop's order does not have, or of one format twice. */
async function checkReceived(ex: Executor, taskId: string, supplierId: string, received: ReceivedCount[]) {
  const awarded = new Set(await awardedFormatsOf(ex, taskId, supplierId));
  const seen = new Set<string>();
  received.forEach((r, i) => {
    if (!awarded.has(r.formatId) || seen.has(r.formatId)) {
      throw badRequest(
        'UNKNOWN_FORMAT',
        seen.has(r.formatId) ? 'This format is counted twice.' : 'This format is not part of the printshop’s order.',
        `received.${i}.formatId`,
      );
    }
    seen.add(r.formatId);
  });
}

/** An awarded task's recorded deliveries (404 for a task of another workspace). */
export async function taskDeliveries(deps: DeliveryDeps, workspaceId: string, taskId: string): Promise<DeliveryList> {
  await readTask(deps.db, workspaceId, taskId);
  return { items: await listDeliveries(deps.db, workspaceId, taskId) };
}
