import { sql } from 'kysely';
import { addDays } from '../../shared/dates.ts';
import type { Db, Executor } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { Segment } from './clock.ts';

/** The usernames that start with `prefix` (better-auth keeps them in lower case). */
export async function usernamesStartingWith(db: Db, prefix: string): Promise<string[]> {
  const rows = await db.selectFrom('user').select('username').where('username', 'like', `${prefix}%`).execute();
  return rows.flatMap((r) => (r.username ? [r.username] : []));
}

/** The code of the newest activation mail to `to` in the outbox, as the person would read it from the mail. */
export async function mailedActivationCode(db: Db, to: string): Promise<string | undefined> {
  const mail = await db
    .selectFrom('mails')
    .select('text')
    .where('toAddress', '=', to)
    .where('kind', '=', 'activation-code')
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
}

// Every instant column of a workspace's rows; `satisfies` keeps the names true to the schema.
const INSTANTS = {
  formats: ['createdAt', 'updatedAt'],
  suppliers: ['createdAt', 'updatedAt'],
  tasks: ['createdAt', 'updatedAt', 'testMailSentAt', 'invitedAt', 'acceptedAt', 'cancelledAt'],
  supplierTasks: ['invitedAt', 'openedAt', 'clickedAt', 'submittedAt', 'declinedAt'],
  offerRevisions: ['createdAt'],
  awards: ['createdAt'],
  taskRevisions: ['createdAt'],
  taskFiles: ['createdAt'],
  questions: ['askedAt', 'answeredAt'],
  taskEvents: ['createdAt'],
  // A planned reminder's nextAttemptAt lies ahead, outside every segment, and stays.
  mails: ['createdAt', 'nextAttemptAt'],
} satisfies { [T in keyof Database]?: (keyof Database[T] & string)[] };

/** `column` moved back by its segment's `by` when its value lies in one, else as it is. */
function shifted(column: string, segments: Segment[]) {
  const ref = sql.ref(column);
  const cases = segments.map((s) => sql`when ${ref} between ${s.from} and ${s.to} then ${ref} - ${s.by}`);
  return sql`case ${sql.join(cases, sql` `)} else ${ref} end`;
}

const assignments = (columns: readonly string[], segments: Segment[]) =>
  sql.join(columns.map((c) => sql`${sql.ref(c)} = ${shifted(c, segments)}`));

/**
 * The demo's time step (clock.ts): every instant the workspace's rows got while the demo played a
 * segment moves to when that segment happens in the story. One statement per table.
 */
export async function shiftInstants(ex: Executor, workspaceId: string, segments: Segment[]): Promise<void> {
  if (segments.length === 0) return;
  for (const [table, columns] of Object.entries(INSTANTS)) {
    await sql`update ${sql.table(table)} set ${assignments(columns, segments)} where ${sql.ref('workspaceId')} = ${workspaceId}`.execute(
      ex,
    );
  }
  const tasks = sql`select ${sql.ref('id')} from ${sql.table('tasks')} where ${sql.ref('workspaceId')} = ${workspaceId}`;
  await sql`update ${sql.table('fileDownloads')} set ${assignments(['firstAt', 'lastAt'], segments)} where ${sql.ref('taskId')} in (${tasks})`.execute(
    ex,
  );
}

/** Moves a task's calendar dates (deadline, delivery, award) `days` back: a tender that ended long ago. */
export async function moveTaskDates(ex: Executor, taskId: string, days: number): Promise<void> {
  const row = await ex
    .selectFrom('tasks')
    .select(['deadlineDate', 'deliveryDate', 'awardDate'])
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
  const back = (day: string | null) => (day === null ? null : addDays(day, -days));
  await ex
    .updateTable('tasks')
    .set({ deadlineDate: back(row.deadlineDate), deliveryDate: back(row.deliveryDate), awardDate: back(row.awardDate) })
    .where('id', '=', taskId)
    .execute();
}
