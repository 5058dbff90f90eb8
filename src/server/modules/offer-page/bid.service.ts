import type { FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { OfferBodySchema, PubOffer } from '../../../shared/schemas/offers.ts';
import { AppError } from '../../errors.ts';
import { openEventStream, taskEvents } from '../live/index.ts';
import type { OfferPageDeps } from './offer-page-deps.ts';
import { openSupplierTask, submitOffer, type Link } from './offer-page.service.ts';

type BidDeps = Pick<OfferPageDeps, 'db' | 'config' | 'tasks' | 'writer' | 'live' | 'auctionClock'>;

/**
 * POST /api/pub/tasks/{taskId}/{supplierId}/bids (docs/product.md#auctions): an offer's body, stored through the
 * offer writer as the printshop's new current offer and as a bid, or refused as a whole (409 BID_TOO_HIGH with
 * `params.maxTotal`, AUCTION_NOT_STARTED, AUCTION_ENDED, NOT_IN_AUCTION). The task's pages and the clock (a soft
 * close moved the end) hear of it on every instance.
 */
export async function placeBid(deps: BidDeps, link: Link, body: z.output<typeof OfferBodySchema>): Promise<PubOffer> {
  const answer = await submitOffer(deps, link, body, true);
  deps.live.publish(link.taskId, 'bid');
  await deps.auctionClock.rearm(link.taskId);
  return answer;
}

// A page holds one stream; a few more leave room for its tabs, and no more hold an instance's connections.
const STREAMS_PER_LINK = 5;

/**
 * The streams of the printshops' pages (GET /api/pub/tasks/{taskId}/{supplierId}/live): `ready`, then `bid` at
 * every bid and at the auction's start and end, on whichever instance it happened. Ended at shutdown (`close`), so
 * that close() does not wait for them and the pages reconnect.
 */
export class PubStreams {
  private readonly open = new Map<string, Set<ServerResponse>>();

  async stream(deps: BidDeps, link: Link, reply: FastifyReply, resumed: boolean): Promise<void> {
    await openSupplierTask(deps, link);
    const key = `${link.taskId}/${link.supplierId}`;
    const held = this.open.get(key) ?? new Set<ServerResponse>();
    if (held.size >= STREAMS_PER_LINK)
      throw new AppError(429, 'TOO_MANY_STREAMS', 'Too many open pages of this link: close one first.');
    const all = taskEvents(deps.live, link.taskId);
    const res = openEventStream(
      reply,
      deps.live,
      (send) => all((event, taskId) => event.kind === 'bid' && send(event, taskId)),
      resumed,
      link.taskId,
    );
    held.add(res);
    this.open.set(key, held);
    res.once('close', () => {
      held.delete(res);
      if (held.size === 0 && this.open.get(key) === held) this.open.delete(key);
    });
  }

  close(): void {
    for (const held of this.open.values()) for (const res of held) res.end();
    this.open.clear();
  }
}
