import { expect } from 'vitest';
import type { App } from '../app.ts';
import { offerToken } from '../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import { AuctionReadSchema, type AuctionBody } from '../../shared/schemas/auctions.ts';
import { PubOfferSchema } from '../../shared/schemas/offers.ts';
import { read } from './read.ts';
import { sentTask } from './offers.ts';

/**
 * A sent task with three printshops: 0 offered 100 + 200 (landed 30,000), 1 offered 90 + 200 (29,000), 2 none.
 * `set` sets its auction (starting now unless told), `bid(i, prices)` bids through printshop i's link (fewer prices
 * than formats: a partial offer).
 */
export async function auctionTask(app: App, username = 'buyer') {
  const sent = await sentTask(app, 3, username);
  expect((await sent.offer(0, [100, 200])).statusCode).toBe(200);
  expect((await sent.offer(1, [90, 200])).statusCode).toBe(200);
  const id = (i: number) => sent.suppliers[i]!.id;
  const url = `/api/tasks/${sent.task.id}/auction`;
  const set = (body: Partial<AuctionBody> = {}) =>
    sent.api.post(url, {
      startsAt: new Date().toISOString(),
      minutes: 10,
      decrementPercent: 1,
      visibility: 'best',
      ...body,
    });
  const bid = (i: number, prices: (number | string)[], via = app) =>
    via.inject({
      method: 'POST',
      url: `/api/pub/tasks/${sent.task.id}/${id(i)}/bids`,
      headers: { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, sent.task.id, id(i)) },
      payload: {
        formats: sent.task.formats.flatMap((f, k) => (k < prices.length ? [{ id: f.id, price: prices[k] }] : [])),
      },
    });
  const auction = () => read(sent.api.get(url), AuctionReadSchema);
  const page = (i: number) => read(sent.pub(id(i)).get(), PubOfferSchema);
  const token = (i: number) => offerToken(app.deps.config.appSecret, sent.task.id, id(i));
  /** Moves the auction's end (a test cannot wait 5 minutes). */
  const endAt = (endsAt: number, on = app) =>
    on.deps.db.updateTable('auctions').set({ endsAt }).where('taskId', '=', sent.task.id).execute();
  return { ...sent, id, set, bid, auction, page, token, endAt };
}
