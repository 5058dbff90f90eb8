import type { Executor } from './database.ts';

/** A user's name for "changed by" (409 TASK_CHANGED, RECORD_CHANGED): the display name, else the username; '' if unknown. */
export async function userName(ex: Executor, userId: string | null): Promise<string> {
  if (userId === null) return '';
  const row = await ex.selectFrom('user').select(['name', 'username']).where('id', '=', userId).executeTakeFirst();
  return row?.name || row?.username || '';
}
