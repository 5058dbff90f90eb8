import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { foreignOffer } from '../../test/foreign-offer.ts';
import { useTestApp } from '../../test/helper.ts';
import { spendFigures } from './038-spend-figures.ts';

describe('migration 038', () => {
  const t = useTestApp();

  it('fills the figures of the tasks awarded before as the award stores them, the best offer of a printshop deleted since', async () => {
    const { task, suppliers, award } = await foreignOffer(t.app);
    await award();
    const db = t.app.deps.db;
    const lines = () =>
      db.selectFrom('awards').select(['formatId', 'taskPrice', 'delivery']).orderBy('formatId').execute();
    const figures = () => db.selectFrom('awardFigures').selectAll().execute();
    const stored = { lines: await lines(), figures: await figures() };
    expect(stored.figures).toMatchObject([{ taskId: task.id, bestOffer: 110_000 }]);
    // Druck 2, the best single offer, deleted after the award: it still counted then.
    const { acceptedAt } = await db.selectFrom('tasks').select('acceptedAt').executeTakeFirstOrThrow();
    await db
      .updateTable('suppliers')
      .set({ deletedAt: acceptedAt! + 1 })
      .where('id', '=', suppliers[2]!.id)
      .execute();

    await spendFigures.down!(db as unknown as Kysely<unknown>);
    await spendFigures.up(db as unknown as Kysely<unknown>);
    expect({ lines: await lines(), figures: await figures() }).toEqual(stored);
  });
});
