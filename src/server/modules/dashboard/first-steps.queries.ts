import { sql } from 'kysely';
import { TaskState } from '../../../shared/task-state.ts';
import type { Db } from '../../db/database.ts';

/**
 * Whether the workspace has stored formats, live printshops, a task, a task that had its test mail, and a task
 * that was ever sent (tasks.invitedAt stays once set, through a cancellation or an award); and its newest task
 * not sent yet. One query: each answer is an EXISTS, which stops at the first row.
 */
export function workspaceFacts(db: Db, workspaceId: string) {
  return db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('formats').select('id').where('workspaceId', '=', workspaceId)).as('formats'),
      eb
        .exists(
          eb.selectFrom('suppliers').select('id').where('workspaceId', '=', workspaceId).where('deletedAt', 'is', null),
        )
        .as('suppliers'),
      eb.exists(eb.selectFrom('tasks').select('id').where('workspaceId', '=', workspaceId)).as('task'),
      eb
        .exists(
          eb
            .selectFrom('tasks')
            .select('id')
            .where('workspaceId', '=', workspaceId)
            .where('testMailSentAt', 'is not', null),
        )
        .as('testMail'),
      eb
        .exists(
          eb.selectFrom('tasks').select('id').where('workspaceId', '=', workspaceId).where('invitedAt', 'is not', null),
        )
        .as('sent'),
      eb
        .selectFrom('tasks')
        .select('id')
        .where('workspaceId', '=', workspaceId)
        .where('state', '<', sql.lit(TaskState.sent))
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(1)
        .as('draftId'),
    ])
    .executeTakeFirstOrThrow();
}
