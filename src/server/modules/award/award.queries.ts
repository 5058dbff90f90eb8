import type { Executor } from '../../db/database.ts';
import type { AwardTable } from '../../db/schema.ts';

export type NewAward = AwardTable;

/** What an award ordered of each format. */
export async function insertAwards(ex: Executor, awards: NewAward[]) {
  await ex.insertInto('awards').values(awards).execute();
}

/** What a task's award ordered, format by format; empty before the award. */
export async function findAwards(ex: Executor, taskId: string): Promise<NewAward[]> {
  return ex.selectFrom('awards').selectAll().where('taskId', '=', taskId).execute();
}
