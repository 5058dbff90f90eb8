import { describe, expect, it } from 'vitest';
import { auctionTask } from '../../test/auctions.ts';
import { useTestApp } from '../../test/helper.ts';
import { listening, openPubLive } from '../../test/live.ts';

describe("a printshop page's auction stream", () => {
  const t = useTestApp({ auctionSweepMs: 100 });

  it('says ready, then bid at every bid and at the end; a wrong token gets 404', async () => {
    const base = await listening(t.app);
    const { set, bid, task, id, token, endAt } = await auctionTask(t.app);
    await set();
    const stream = await openPubLive(base, task.id, id(0), token(0));
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    expect((await stream.next()).event).toBe('ready');
    expect((await bid(1, [85, 195])).statusCode).toBe(200);
    expect(JSON.parse((await stream.next('bid')).data)).toEqual({ taskId: task.id, kind: 'bid' });
    await endAt(Date.now() + 100);
    expect((await stream.next('bid')).event).toBe('bid');
    stream.close();

    const wrong = await openPubLive(base, task.id, id(0), token(1));
    expect(wrong.res.status).toBe(404);
    wrong.close();
  });
});
