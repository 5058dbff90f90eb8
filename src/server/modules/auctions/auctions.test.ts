import { describe, expect, it } from 'vitest';
import { AuctionReadSchema } from '../../../shared/schemas/auctions.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { auctionTask } from '../../test/auctions.ts';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { read, readError } from '../../test/read.ts';
import { completeTask } from '../../test/tasks.ts';

describe('a live reverse auction', () => {
  const t = useTestApp({ auctionSweepMs: 100 });

  it('is set for the printshops with a complete offer: the task, the staff read and their pages carry it', async () => {
    const { set, api, task, id, page, auction } = await auctionTask(t.app);
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    const res = await set({ startsAt, minutes: 30, decrementPercent: 1.5, visibility: 'rank' });
    expect(res.statusCode, res.body).toBe(201);
    const set1 = AuctionReadSchema.parse(res.json());
    expect(set1).toMatchObject({ state: 'scheduled', minutes: 30, decrementPercent: 1.5, visibility: 'rank' });
    expect(set1.currency).toBe('EUR');
    expect(Date.parse(set1.endsAt) - Date.parse(set1.startsAt)).toBe(30 * 60_000);
    expect(set1.suppliers.map((s) => [s.supplierId, s.startTotal, s.lastTotal, s.rank, s.bids])).toEqual([
      [id(1), 29000, 29000, 1, 0],
      [id(0), 30000, 30000, 2, 0],
    ]);
    expect(set1.bids).toEqual([]);
    expect(await auction()).toEqual(set1);

    const after = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    expect(after.auction).toEqual({ state: 'scheduled', startsAt: set1.startsAt, endsAt: set1.endsAt });

    expect((await page(0)).auction).toEqual({
      state: 'scheduled',
      startsAt: set1.startsAt,
      endsAt: set1.endsAt,
      decrementPercent: 1.5,
      visibility: 'rank',
      currency: 'EUR',
      rank: 2,
      best: null,
      lastTotal: 30000,
      maxTotal: 29550,
      bidders: 2,
      bids: 0,
    });
    expect((await page(2)).auction).toBeNull();

    expect((await readError(set(), 409)).code).toBe('AUCTION_EXISTS');
    const events = await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    expect(events.items.find((e) => e.kind === 'auction-set')).toMatchObject({ invited: ['Druck 0', 'Druck 1'] });
  });

  it('is refused without complete offers, before sending, in the past and beyond 30 days; 404 NO_AUCTION without one', async () => {
    const { api, set, task } = await auctionTask(t.app);
    expect((await readError(set({ startsAt: new Date(Date.now() - 120_000).toISOString() }), 400)).field).toBe(
      'startsAt',
    );
    expect((await readError(set({ startsAt: new Date(Date.now() + 31 * 86_400_000).toISOString() }), 400)).field).toBe(
      'startsAt',
    );
    expect((await readError(set({ minutes: 4 }), 400)).field).toBe('minutes');
    expect((await readError(set({ decrementPercent: 0.15 }), 400)).field).toBe('decrementPercent');
    expect((await readError(api.get(`/api/tasks/${task.id}/auction`), 404)).code).toBe('NO_AUCTION');

    const draft = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    const body = { startsAt: new Date().toISOString(), minutes: 10, decrementPercent: 1, visibility: 'rank' };
    expect((await readError(api.post(`/api/tasks/${draft.id}/auction`, body), 409)).code).toBe('TASK_NOT_SENT');

    const none = await auctionTask(t.app, 'other');
    const bare = await read(none.api.put('/api/tasks', completeTask()), TaskSchema);
    await none.api.post(`/api/tasks/${bare.id}/suppliers/mail`, { suppliers: [] });
    expect((await readError(none.api.post(`/api/tasks/${bare.id}/auction`, body), 409)).code).toBe(
      'NO_COMPLETE_OFFERS',
    );
  });

  it('takes bids only while it runs, each at least the decrement below the bidder’s last total', async () => {
    const { set, bid, offer, page, auction, api, task, id } = await auctionTask(t.app);
    expect((await set({ startsAt: new Date(Date.now() + 3_600_000).toISOString() })).statusCode).toBe(201);
    expect((await readError(bid(0, [99, 198]), 409)).code).toBe('AUCTION_NOT_STARTED');
    await t.app.deps.db
      .updateTable('auctions')
      .set({ startsAt: Date.now() - 1000 })
      .execute();

    const high = await readError(bid(0, [99, 199]), 409);
    expect(high).toMatchObject({ code: 'BID_TOO_HIGH', params: { maxTotal: 29700 } });
    // A partial offer is no bid.
    expect((await readError(bid(0, [99]), 409)).code).toBe('BID_TOO_HIGH');
    expect((await readError(bid(2, [50, 50]), 409)).code).toBe('NOT_IN_AUCTION');

    const placed = await bid(0, [99, 198]);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().auction).toMatchObject({
      state: 'running',
      currency: 'EUR',
      rank: 2,
      best: 29000,
      lastTotal: 29700,
    });
    expect(placed.json().auction.maxTotal).toBe(29403);
    expect(placed.json().supplierTask.sum).toBe(29700);
    expect((await page(1)).auction).toMatchObject({ rank: 1, best: 29000, lastTotal: 29000, maxTotal: 28710 });

    // Ordinary offers wait for the end, a bidder's and anyone else's.
    expect((await readError(offer(0, [80, 100]), 409)).code).toBe('AUCTION_RUNNING');
    expect((await readError(offer(2, [80, 100]), 409)).code).toBe('AUCTION_RUNNING');

    const read1 = await auction();
    expect(read1.state).toBe('running');
    expect(read1.suppliers.map((s) => [s.supplierId, s.lastTotal, s.rank, s.bids])).toEqual([
      [id(1), 29000, 1, 0],
      [id(0), 29700, 2, 1],
    ]);
    expect(read1.bids).toEqual([{ id: expect.any(String), supplierId: id(0), total: 29700, at: expect.any(String) }]);
    const events = await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    expect(events.items.find((e) => e.kind === 'auction-bid')).toMatchObject({ supplierId: id(0), amount: 29700 });
  });

  it('moves its end on by 2 minutes at a bid in its last 2 minutes (soft close)', async () => {
    const { set, bid, endAt, auction } = await auctionTask(t.app);
    await set();
    const early = await bid(1, [90, 195]);
    expect(early.statusCode).toBe(200);
    const unmoved = await auction();
    expect(Date.parse(unmoved.endsAt) - Date.parse(unmoved.startsAt)).toBe(10 * 60_000);

    const end = Date.now() + 60_000;
    await endAt(end);
    expect((await bid(1, [85, 195])).statusCode).toBe(200);
    expect(Date.parse((await auction()).endsAt)).toBe(end + 120_000);
  });

  it('stores one of two bids sent at once by two tabs; the other is refused whole', async () => {
    const { set, bid, auction, page } = await auctionTask(t.app);
    await set();
    const answers = await Promise.all([bid(0, [99, 198]), bid(0, [99, 198])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: 'BID_TOO_HIGH' });
    const read1 = await auction();
    expect(read1.bids).toHaveLength(1);
    expect(read1.suppliers.find((s) => s.bids > 0)).toMatchObject({ lastTotal: 29700, bids: 1 });
    expect((await page(0)).supplierTask.sum).toBe(29700);
  });

  it('ends at its end, once: bids and offers are refused, the last bids stand as the offers', async () => {
    const { set, bid, offer, endAt, auction, api, task } = await auctionTask(t.app);
    await set();
    expect((await bid(0, [95, 190])).statusCode).toBe(200);
    await endAt(Date.now() + 300);
    const ended = await waitFor(async () => {
      const a = await auction();
      return a.state === 'ended' ? a : undefined;
    }, 'the auction ended');
    expect(ended.suppliers[0]).toMatchObject({ lastTotal: 28500, rank: 1 });
    expect((await readError(bid(0, [90, 180]), 409)).code).toBe('AUCTION_ENDED');
    expect((await readError(offer(2, [10, 10]), 409)).code).toBe('AUCTION_ENDED');
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).auction?.state).toBe('ended');
    // Past its end it reads as ended at once; the clock writes the end a moment later.
    const events = await waitFor(async () => {
      const list = await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
      return list.items.some((e) => e.kind === 'auction-ended') ? list : undefined;
    }, 'the end recorded');
    expect(events.items.filter((e) => e.kind === 'auction-ended')).toEqual([
      expect.objectContaining({ count: 1, amount: 28500 }),
    ]);
  });

  it('ends without result mails when the tender was cancelled meanwhile', async () => {
    const { set, api, task, endAt } = await auctionTask(t.app);
    await set();
    expect((await api.post(`/api/tasks/${task.id}/cancel`, { message: '' })).statusCode).toBe(200);
    await endAt(Date.now() + 100);
    await waitFor(async () => {
      const row = await t.app.deps.db.selectFrom('auctions').select('endedAt').executeTakeFirstOrThrow();
      return row.endedAt ?? undefined;
    }, 'the end written');
    const results = await t.app.deps.db.selectFrom('mails').select('id').where('kind', '=', 'auction-result').execute();
    expect(results).toEqual([]);
  });
});
