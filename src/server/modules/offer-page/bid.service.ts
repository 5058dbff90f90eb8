import type { z } from 'zod';
import type { OfferBodySchema, PubOffer } from '../../../shared/schemas/offers.ts';
import type { OfferPageDeps } from './offer-page-deps.ts';
import { submitOffer, type Link } from './offer-page.service.ts';

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
