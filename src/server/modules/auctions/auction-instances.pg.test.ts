import { describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { auctionTask } from '../../test/auctions.ts';
import { listening, openPubLive } from '../../test/live.ts';
import { read } from '../../test/read.ts';
import { useAppsOnOneDatabase } from '../../test/restart.ts';

// Instances on one PostgreSQL tell each other of bids through LISTEN/NOTIFY (docs/decisions/022, 040).
describe('a bid through another instance', () => {
  const { start } = useAppsOnOneDatabase({ auctionSweepMs: 50 });

  it("reaches the page's stream held by this one, with the page's view of the auction as its read has it", async () => {
    const a = await start();
    const b = await start();
    const base = await listening(a);
    const { set, bid, task, id, token } = await auctionTask(a);
    expect((await set()).statusCode).toBe(201);
    const stream = await openPubLive(base, task.id, id(1), token(1));
    expect((await stream.next()).event).toBe('ready');
    const before = Date.now();
    expect((await bid(0, [85, 190], b)).statusCode).toBe(200);
    const event = JSON.parse((await stream.next('bid', 5000)).data) as { auction: unknown };
    const page = await read(
      a.inject({ url: `/api/pub/tasks/${task.id}/${id(1)}`, headers: { [OFFER_TOKEN_HEADER]: token(1) } }),
      PubOfferSchema,
    );
    expect(Date.now() - before).toBeLessThan(2000);
    expect(page.auction).toMatchObject({ rank: 2, best: 27500, lastTotal: 29000, bidders: 2, bids: 1 });
    expect(event.auction).toEqual(page.auction);
    stream.close();
  });
});
