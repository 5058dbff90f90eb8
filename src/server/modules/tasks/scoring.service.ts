import { readWeights, storedWeights, weightsRecorded, type ScoringWeights } from '../../../shared/scoring.ts';
import type { Task } from '../../../shared/schemas/tasks.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { recordEvent } from '../events/index.ts';
import { changeTask } from './change-task.ts';
import { toTask, type TaskDeps } from './task-answer.ts';
import { changedBy, recordTask } from './tasks.service.ts';

/**
 * `PUT /api/tasks/{id}/scoring` (docs/product.md#scoring): the weights the offers are scored by, in any state until
 * the tender ends; the printshops never see them. A change is in the task's history, old → new.
 */
export async function setScoring(
  deps: Pick<Deps, 'db' | 'taskChanges' | 'outbox'> & TaskDeps,
  staff: Staff,
  id: string,
  weights: ScoringWeights,
): Promise<Task> {
  return changeTask(deps, staff.workspace.id, id, 'scoring', async (trx, { row, formats }) => {
    const old = weightsRecorded(readWeights(row.scoring));
    if (old === weightsRecorded(weights)) return toTask(trx, row, formats, deps);
    const next = await recordTask(
      trx,
      { ...row, scoring: storedWeights(weights) },
      formats.length,
      changedBy(row, staff),
    );
    const values = [{ field: 'scoring', old, new: weightsRecorded(weights) }];
    await recordEvent(trx, { staff, taskId: id, kind: 'updated', fields: ['scoring'], values });
    return toTask(trx, next, formats, deps);
  });
}
