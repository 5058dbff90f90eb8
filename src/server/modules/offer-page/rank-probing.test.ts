import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read } from '../../test/read.ts';

const HOUR = 3_600_000;

/**
 * docs/product.md#offers-and-ranks: a printshop learns its place from its own real changes only, at most 5 an hour
 * with a fresh place; reloading or sending the same offer again tells nothing of how the others moved.
 */
describe('rank probing', () => {
  const t = useTestApp();

  async function twoOffers() {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app, 2);
    const page = (i: number) => read(pub(suppliers[i]!.id).get(), PubOfferSchema);
    const send = (i: number, prices: number[]) => read(offer(i, prices), PubOfferSchema);
    const comparison = async () => {
      const { offers } = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
      return new Map(offers.map((o) => [o.supplierId, o]));
    };
    const revisions = async (i: number) => {
      const rows = await t.app.deps.db
        .selectFrom('offerRevisions')
        .select('id')
        .where('taskId', '=', task.id)
        .where('supplierId', '=', suppliers[i]!.id)
        .execute();
      return rows.length;
    };
    return { ids: suppliers.map((s) => s.id), page, send, comparison, revisions };
  }

  it('keeps the place of the printshop’s own last change: the same offer again and a reload show no one else’s move', async () => {
    const { ids, page, send, comparison, revisions } = await twoOffers();
    expect(await send(1, [1000, 1000])).toMatchObject({ rank: { position: 1, of: 1 } });
    const own = await send(0, [2000, 2000]);
    expect(own).toMatchObject({ unchanged: false, rank: { position: 2, of: 2 }, rankUpdatesAt: null });
    expect(own.rankAt).toBe(own.supplierTask.submittedAt);

    // The same prices again: nothing stored, the same place, taken at the same time.
    const same = await send(0, [2000, 2000]);
    expect(same).toMatchObject({ unchanged: true, rank: { position: 2, of: 2 }, rankAt: own.rankAt });
    expect(same.supplierTask.submittedAt).toBe(own.supplierTask.submittedAt);
    expect(await revisions(0)).toBe(1);

    // The competitor goes above it: printshop 0's page still shows the place its own change was given.
    expect(await send(1, [3000, 3000])).toMatchObject({ rank: { position: 2, of: 2 } });
    expect(await page(0)).toMatchObject({ rank: { position: 2, of: 2 }, position: 2, rankAt: own.rankAt });
    expect((await send(0, [2000, 2000])).rank).toEqual({ position: 2, of: 2 });

    // Its own real change is ranked among the offers as they are now.
    expect(await send(0, [2000, 1999])).toMatchObject({ unchanged: false, rank: { position: 1, of: 2 } });
    expect(await page(0)).toMatchObject({ rank: { position: 1, of: 2 } });
    // Staff see how many revisions each printshop sent; the same offer sent again is none.
    const offers = await comparison();
    expect(offers.get(ids[0]!)).toMatchObject({ revisions: 2, sum: 399_900 });
    expect(offers.get(ids[1]!)).toMatchObject({ revisions: 2 });
  });

  it('saves a sixth change within the hour with the previous place and when a fresh one comes; an hour on, fresh again', async () => {
    const { ids, page, send, comparison, revisions } = await twoOffers();
    // Only Date is faked: the database and the app's timers keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const minute = () => vi.advanceTimersByTime(60_000);
    expect(await send(1, [1000, 1000])).toMatchObject({ rank: { position: 1, of: 1 } });
    const first = Date.now() + 60_000;
    for (const price of [2000, 1900, 1800, 1700, 1600]) {
      minute();
      expect(await send(0, [price, price])).toMatchObject({ rank: { position: 2, of: 2 }, rankUpdatesAt: null });
    }
    // The sixth: saved, the buyer sees it, but the page keeps the fifth's place until an hour after the first.
    minute();
    const held = await send(0, [900, 900]);
    expect(held).toMatchObject({
      unchanged: false,
      rank: { position: 2, of: 2 },
      rankUpdatesAt: first + HOUR,
      supplierTask: { sum: 180_000 },
    });
    expect(await page(0)).toMatchObject({ rank: { position: 2, of: 2 }, rankUpdatesAt: first + HOUR });
    expect((await comparison()).get(ids[0]!)).toMatchObject({ sum: 180_000, revisions: 6 });
    // Sent again before then: nothing changes.
    expect(await send(0, [900, 900])).toMatchObject({ unchanged: true, rankUpdatesAt: first + HOUR });

    // From then the same offer sent again is given its place, without a new revision.
    vi.setSystemTime(first + HOUR + 1000);
    const fresh = await send(0, [900, 900]);
    expect(fresh).toMatchObject({ unchanged: true, rank: { position: 1, of: 2 }, rankUpdatesAt: null });
    expect(fresh.rankAt).toBe(Date.now());
    expect(await page(0)).toMatchObject({ rank: { position: 1, of: 2 }, rankUpdatesAt: null });
    expect(await revisions(0)).toBe(6);

    // That was one of the five of the last hour: a change now is held until an hour after the second.
    expect(await send(0, [950, 950])).toMatchObject({
      rank: { position: 1, of: 2 },
      rankUpdatesAt: first + 60_000 + HOUR,
    });
    // An hour later every change is fresh again.
    vi.setSystemTime(Date.now() + HOUR);
    expect(await send(0, [1100, 1100])).toMatchObject({ rank: { position: 2, of: 2 }, rankUpdatesAt: null });
    expect((await comparison()).get(ids[0]!)).toMatchObject({ revisions: 8, sum: 220_000 });
  });
});
