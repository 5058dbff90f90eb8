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

/** What a printshop's page says of a task's rounds: each one's message to the printshops in it, and when it opened. */
export type RoundNote = { number: number; message: string; createdAt: number };

/** A task's rounds as the printshops' pages read them, oldest first (none while it has one round only). */
export async function findRoundNotes(ex: Executor, taskId: string): Promise<RoundNote[]> {
  const rows = await ex
    .selectFrom('taskRounds')
    .select(['number', 'message', 'createdAt'])
    .where('taskId', '=', taskId)
    .orderBy('number')
    .execute();
  return rows.map((r) => ({ number: r.number, message: r.message, createdAt: Number(r.createdAt) }));
}
