import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { OfferWriter } from './offer-writer.ts';

describe('the offer writer (group commit)', () => {
  const t = useTestApp();

  it('answers each submission of a batch on its own: stored, not invited, past the deadline', async () => {
    const open = await sentTask(t.app, 2);
    const late = await sentTask(t.app, 1, 'other');
    await t.app.deps.db
      .updateTable('tasks')
      .set({ deadlineDate: '2020-01-01' })
      .where('id', '=', late.task.id)
      .execute();
    const offer = (
      task: { id: string; formats: { id: string }[] },
      supplierId: string,
      price: number,
      at = Date.now(),
    ) => ({
      id: randomUUID(),
      taskId: task.id,
      supplierId,
      // Each answering its format as sent (revision 1).
      prices: task.formats.map((f) => ({
        ...{ id: f.id, price, revision: 1, count: 1 },
        ...{ scales: [], runOnPer1000: null, alternative: null },
      })),
      terms: null,
      keepOthers: false,
      currency: 'EUR' as const,
      at,
    });
    const writer = new OfferWriter(t.app.deps.db, t.app.deps.config.timeZone);
    // Called together: the first is written alone, the others wait and go in one transaction.
    const results = await Promise.allSettled([
      writer.store(offer(open.task, open.suppliers[0]!.id, 1)),
      writer.store(offer(open.task, open.suppliers[1]!.id, 2, 2000)),
      writer.store(offer(open.task, open.suppliers[1]!.id, 3, 1000)),
      writer.store(offer(open.task, late.suppliers[0]!.id, 4)),
      writer.store(offer(late.task, late.suppliers[0]!.id, 5)),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? 'stored' : (r.reason as { code: string }).code))).toEqual([
      'stored',
      'stored',
      'stored',
      'NOT_INVITED',
      'OFFER_EXPIRED',
    ]);
    const current = await t.app.deps.db
      .selectFrom('supplierTasks')
      .select(['supplierId', 'sum'])
      .where('taskId', '=', open.task.id)
      .orderBy('sum')
      .execute();
    // Supplier 1 sent twice in one batch: the later one (at 2000, sum 4) is its current offer.
    expect(current.map((c) => Number(c.sum))).toEqual([2, 4]);
    const revisions = await t.app.deps.db
      .selectFrom('offerRevisions')
      .select('sum')
      .where('taskId', 'in', [open.task.id, late.task.id])
      .execute();
    expect(revisions.map((r) => Number(r.sum)).sort()).toEqual([2, 4, 6]);
  });
});
