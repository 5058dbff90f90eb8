import type { Executor } from '../../db/database.ts';
import type { TaskRoundTable } from '../../db/schema.ts';
import type { Round } from '../../../shared/schemas/tasks.ts';

/** A task's rounds, oldest first (none while it has one round only: docs/product.md#rounds). */
export async function findTaskRounds(ex: Executor, taskId: string): Promise<Round[]> {
  const rows = await ex
    .selectFrom('taskRounds')
    .select(['number', 'suppliers', 'deadlineDate'])
    .where('taskId', '=', taskId)
    .orderBy('number')
    .execute();
  return rows.map((r) => ({
    number: r.number,
    suppliers: JSON.parse(r.suppliers) as string[],
    deadlineDate: r.deadlineDate,
  }));
}

export async function insertTaskRounds(ex: Executor, rows: TaskRoundTable[]) {
  await ex.insertInto('taskRounds').values(rows).execute();
}
