import { describe, expect, it } from 'vitest';
import { AuctionReadSchema } from '../../../shared/schemas/auctions.ts';
import { apiAs } from '../../test/api.ts';
import { auctionTask } from '../../test/auctions.ts';
import { waitFor } from '../../test/helper.ts';
import { read } from '../../test/read.ts';
import { useAppsOnOneDatabase } from '../../test/restart.ts';

// An instance's timers die with it: the next one arms the auction's end from the database (docs/decisions/040).
describe('an auction whose app stopped while it ran', () => {
  // No sweep within the test: only the boot arms the end.
  const { start, stop, sink } = useAppsOnOneDatabase({ auctionSweepMs: 600_000 });

  it('keeps its end time and its bids in a fresh app on the same database, which ends it and mails the results', async () => {
    const first = await start();
    const { set, bid, api, task, id, endAt } = await auctionTask(first);
    expect((await set()).statusCode).toBe(201);
    expect((await bid(0, [95, 190])).statusCode).toBe(200);
    const endsAt = Date.now() + 5000;
    await endAt(endsAt);
    await stop(first);

    const second = await start();
    const staff = apiAs(second, api.cookie);
    const url = `/api/tasks/${task.id}/auction`;
    const kept = await read(staff.get(url), AuctionReadSchema);
    // Running still, unless the restart took longer than the rest of it on a loaded machine.
    expect(['running', 'ended']).toContain(kept.state);
    expect(Date.parse(kept.endsAt)).toBe(endsAt);
    expect(kept.bids).toEqual([{ id: expect.any(String), supplierId: id(0), total: 28500, at: expect.any(String) }]);

    const ended = await waitFor(
      async () => {
        const a = await read(staff.get(url), AuctionReadSchema);
        return a.state === 'ended' ? a : undefined;
      },
      'the auction ended by the fresh app',
      30_000,
    );
    expect(ended.suppliers.map((s) => [s.supplierId, s.lastTotal, s.rank])).toEqual([
      [id(0), 28500, 1],
      [id(1), 29000, 2],
    ]);
    // Past its end it reads as ended at once; the fresh app's timer writes the end.
    const endedAt = await waitFor(async () => {
      const row = await second.deps.db
        .selectFrom('auctions')
        .select('endedAt')
        .where('taskId', '=', task.id)
        .executeTakeFirstOrThrow();
      return row.endedAt ?? undefined;
    }, 'the end written');
    expect(Number(endedAt)).toBeGreaterThanOrEqual(endsAt);
    const result = await waitFor(
      async () =>
        sink()
          .to('s0@druck.de')
          .find((m) => /^Auktionsergebnis: /.test(m.subject ?? '')),
      'the result mail',
    );
    expect(result.text).toContain('Platz 1 von 2');
    const english = await waitFor(
      async () =>
        sink()
          .to('s1@druck.de')
          .find((m) => /^Auction result: /.test(m.subject ?? '')),
      'the English result mail',
    );
    expect(english.text).toContain('rank 2 of 2');
  });
});
