import { describe, expect, it } from 'vitest';
import { AuctionReadSchema } from '../../../shared/schemas/auctions.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { auctionTask } from '../../test/auctions.ts';
import { waitFor } from '../../test/helper.ts';
import { useAppsOnOneDatabase } from '../../test/restart.ts';
import { read } from '../../test/read.ts';

// Two instances on one database, each with its own timers: the auction ends once (a conditional update).
describe('an auction watched by two instances', () => {
  const { start } = useAppsOnOneDatabase({ auctionSweepMs: 50 });

  it('is ended by one of them, once: one event, one result mail per bidder; a bid through either counts', async () => {
    const a = await start();
    const b = await start();
    const { set, bid, api, task, endAt } = await auctionTask(a);
    expect((await set()).statusCode).toBe(201);
    expect((await bid(0, [95, 190], b)).statusCode).toBe(200);
    expect((await bid(1, [85, 190], a)).statusCode).toBe(200);
    await endAt(Date.now() + 200);
    await waitFor(async () => {
      const read1 = await read(api.get(`/api/tasks/${task.id}/auction`), AuctionReadSchema);
      return read1.state === 'ended' ? read1 : undefined;
    }, 'the auction ended');
    await waitFor(async () => {
      const row = await a.deps.db.selectFrom('auctions').select('endedAt').executeTakeFirstOrThrow();
      return row.endedAt ?? undefined;
    }, 'the end written');
    // Both sweeps have run several times since.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const events = await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    expect(events.items.filter((e) => e.kind === 'auction-ended')).toHaveLength(1);
    expect(events.items.filter((e) => e.kind === 'auction-bid')).toHaveLength(2);
    const mails = await a.deps.db
      .selectFrom('mails')
      .select('toAddress')
      .where('kind', '=', 'auction-result')
      .execute();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['s0@druck.de', 's1@druck.de']);
  });
});
