import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import { insertTaskRounds } from './rounds.queries.ts';
import { updateTask, type TaskRow } from './tasks.queries.ts';
import { changedBy } from './tasks.service.ts';

export type NewRound = {
  /** The printshops in the round closing now (round 1: everyone invited), and those chosen for the next. */
  before: string[];
  chosen: string[];
  deadlineDate: string;
  message: string;
};

/**
 * Opens the task's next round on its row, locked by openTask(…, 'round') (docs/product.md#rounds): the round
 * before closes now, with the deadline it had; the task's deadline becomes the new round's, and its offers are
 * sealed until then. Round 1's row is written with round 2's, so that both are on record.
 */
export async function openRoundRow(ex: Executor, staff: Staff, row: TaskRow, round: NewRound): Promise<TaskRow> {
  const number = row.round + 1;
  const at = Date.now();
  const common = { taskId: row.id, workspaceId: staff.workspace.id, createdBy: staff.user.id, createdAt: at };
  await insertTaskRounds(ex, [
    ...(number === 2
      ? [{ ...common, number: 1, suppliers: JSON.stringify(round.before), deadlineDate: row.deadlineDate, message: '' }]
      : []),
    {
      ...common,
      number,
      suppliers: JSON.stringify(round.chosen),
      deadlineDate: round.deadlineDate,
      message: round.message,
    },
  ]);
  const changes = {
    round: number,
    deadlineDate: round.deadlineDate,
    sealed: 1,
    ...changedBy(row, staff),
    updatedAt: at,
  };
  await updateTask(ex, row.workspaceId, row.id, changes);
  return { ...row, ...changes };
}
