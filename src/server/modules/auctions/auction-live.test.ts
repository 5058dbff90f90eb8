import { describe, expect, it } from 'vitest';
import { auctionTask } from '../../test/auctions.ts';
import { useTestApp } from '../../test/helper.ts';
import { listening, openPubLive } from '../../test/live.ts';

describe("a printshop page's auction stream", () => {
  const t = useTestApp({ auctionSweepMs: 100 });

  it('says ready, then bid with the page’s view of the auction at every bid and at the end; a wrong token gets 404', async () => {
    const base = await listening(t.app);
    const { set, bid, task, id, token, endAt, page } = await auctionTask(t.app);
    await set();
    const stream = await openPubLive(base, task.id, id(0), token(0));
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    expect((await stream.next()).event).toBe('ready');
    expect((await bid(1, [85, 195])).statusCode).toBe(200);
    const running = (await page(0)).auction;
    expect(running).toMatchObject({ state: 'running', rank: 2, bids: 1 });
    expect(JSON.parse((await stream.next('bid')).data)).toEqual({ taskId: task.id, kind: 'bid', auction: running });
    await endAt(Date.now() + 100);
    const ended = JSON.parse((await stream.next('bid')).data) as { auction: { state: string } };
    expect(ended.auction).toMatchObject({ state: 'ended', rank: 2 });
    stream.close();

    const wrong = await openPubLive(base, task.id, id(0), token(1));
    expect(wrong.res.status).toBe(404);
    wrong.close();
  });
});
