import type { Db } from '../../db/database.ts';

/** The task's printshops counted by how far they got: invited, opened, offered, declined. Strings on PostgreSQL. */
export function supplierCounts(db: Db, workspaceId: string, taskId: string) {
  return db
    .selectFrom('supplierTasks')
    .select((eb) => [
      eb.fn.countAll<number>().as('invited'),
      eb.fn
        .count<number>(
          eb
            .case()
            .when(
              eb.or([
                eb('openedAt', 'is not', null),
                eb('clickedAt', 'is not', null),
                eb('submittedAt', 'is not', null),
                eb('declinedAt', 'is not', null),
              ]),
            )
            .then(1)
            .end(),
        )
        .as('opened'),
      eb.fn.count<number>('submittedAt').as('offered'),
      eb.fn.count<number>('declinedAt').as('declined'),
    ])
    .where('workspaceId', '=', workspaceId)
    .where('taskId', '=', taskId)
    .executeTakeFirstOrThrow();
}
