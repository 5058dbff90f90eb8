import { describe, expect, it } from 'vitest';
import { auctionTask } from '../../test/auctions.ts';
import { useTestApp } from '../../test/helper.ts';

// A printshop may bid twice a second for a minute (docs/product.md#auctions); the limits count as deployed here.
describe('the bids of one link', () => {
  const t = useTestApp({ config: { rateLimitFactor: 1 } });

  it('are taken 120 a minute, the 121st refused 429 saying when to try again', async () => {
    const { set, bid } = await auctionTask(t.app);
    expect((await set()).statusCode).toBe(201);
    const codes = new Set<number>();
    // Each bid too high is refused by the auction (409), after the limit counted it.
    for (let i = 0; i < 120; i++) codes.add((await bid(0, [100, 200])).statusCode);
    expect([...codes]).toEqual([409]);
    const limited = await bid(0, [100, 200]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/try again in \d+ seconds/),
    });
    // Another printshop's link has its own count.
    expect((await bid(1, [85, 190])).statusCode).toBe(200);
  });
});
