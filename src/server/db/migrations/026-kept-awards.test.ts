import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accept, team } from '../../test/approval.ts';
import { useTestApp } from '../../test/helper.ts';
import { read } from '../../test/read.ts';
import { completeTask } from '../../test/tasks.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { keptAwards } from './026-kept-awards.ts';

describe('migration 026', () => {
  const t = useTestApp();

  it('withdraws the requests of tasks cancelled before, and leaves the others waiting without kept prices', async () => {
    const { task, suppliers, clerk, owner } = await team(t.app);
    await accept(clerk, task.id, suppliers[0]!.id);
    expect((await owner.post(`/api/tasks/${task.id}/cancel`, {})).statusCode).toBe(200);
    const draft = await read(owner.put('/api/tasks', completeTask()), TaskSchema, 201);
    const db = t.app.deps.db;
    // As before 026: the cancelled task's request still waits, and so does one of a task not cancelled.
    const waiting = { state: 'pending', decidedBy: null, decidedAt: null } as const;
    await db.updateTable('awardRequests').set(waiting).execute();
    const [cancelled] = await db.selectFrom('awardRequests').selectAll().execute();
    await db
      .insertInto('awardRequests')
      .values({ ...cancelled!, id: 'other', taskId: draft.id })
      .execute();
    await keptAwards.down!(db as unknown as Kysely<unknown>);

    await keptAwards.up(db as unknown as Kysely<unknown>);
    const rows = await db.selectFrom('awardRequests').select(['id', 'state', 'priced']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: cancelled!.id, state: 'withdrawn', priced: null },
      { id: 'other', state: 'pending', priced: null },
    ]);
  });
});
