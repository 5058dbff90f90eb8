import { describe, expect, it } from 'vitest';
import { NoticeSchema } from '../../../shared/schemas/account.ts';
import { accept, team } from '../../test/approval.ts';
import { foreignOffer } from '../../test/foreign-offer.ts';
import { useTestApp } from '../../test/helper.ts';
import { read } from '../../test/read.ts';

// What an award stores for the spend report (award-figures.queries.ts, docs/decisions/037), on the tender of
// test/foreign-offer.ts: the Flyer from Druck 0 at 20,000 CZK (800.00 EUR) with its delivery 500 CZK (20.00 EUR),
// the Brief from Druck 2 at 200.00 EUR without one; the best single offer is Druck 2's 900 + 200 = 1,100.00 EUR.
describe('award figures', () => {
  const t = useTestApp();

  it('stores each line in the task’s currency with its winner’s delivery, and the best single offer', async () => {
    const { task, flyer, letter, award } = await foreignOffer(t.app);
    const db = t.app.deps.db;
    expect(await db.selectFrom('awardFigures').selectAll().execute()).toEqual([]);
    await award();

    const lines = await db
      .selectFrom('awards')
      .select(['formatId', 'price', 'taskPrice', 'delivery'])
      .where('taskId', '=', task.id)
      .orderBy('taskPrice', 'desc')
      .execute();
    expect(lines).toEqual([
      { formatId: flyer.id, price: 2_000_000, taskPrice: 80_000, delivery: 2_000 },
      { formatId: letter.id, price: 20_000, taskPrice: 20_000, delivery: 0 },
    ]);
    const { workspaceId } = await db.selectFrom('tasks').select('workspaceId').executeTakeFirstOrThrow();
    const figures = await db.selectFrom('awardFigures').selectAll().execute();
    expect(figures).toEqual([{ taskId: task.id, workspaceId, bestOffer: 110_000 }]);
  });

  it('stores them when an award waiting for approval is approved, not before', async () => {
    const { task, suppliers, clerk, chief } = await team(t.app);
    const asked = accept(clerk, task.id, suppliers[0]!.id);
    expect(await read(asked, NoticeSchema)).toMatchObject({ code: 'APPROVAL_REQUESTED' });
    const db = t.app.deps.db;
    expect(await db.selectFrom('awardFigures').selectAll().execute()).toEqual([]);

    const approved = await chief.post(`/api/tasks/${task.id}/award/approve`);
    expect(await read(approved, NoticeSchema)).toMatchObject({ code: 'ORDER_SENT' });
    const lines = await db.selectFrom('awards').select(['taskPrice', 'delivery']).orderBy('taskPrice').execute();
    expect(lines).toEqual([
      { taskPrice: 50_000, delivery: 0 },
      { taskPrice: 100_000, delivery: 0 },
    ]);
    // Druck 1's 200 + 100 is the best single offer.
    const figures = await db.selectFrom('awardFigures').select(['taskId', 'bestOffer']).execute();
    expect(figures).toEqual([{ taskId: task.id, bestOffer: 30_000 }]);
  });
});
