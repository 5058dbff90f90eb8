import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { AuctionClock } from './auction-clock.ts';
import { auctionRoutes } from './auctions.routes.ts';

// What other modules may use of the auctions module (docs/decisions/040): the offer writer's check of a bid and of
// an ordinary offer against the task's auction, the pages' read of it, and the task read's summary. The auctions,
// auctionBidders and auctionBids tables are this module's alone.
export { hasAuction, offerRefusals, placeBid, readPageAuction, type Bid } from './bids.service.ts';
export { taskAuction } from './auctions.service.ts';
export type { AuctionClock } from './auction-clock.ts';

/**
 * The auctions module: the staff's routes and the clock that ends auctions on this instance (started when the app
 * is ready, stopped when it closes). Another instance's bid re-arms the clock through the live bus.
 */
export function createAuctions(
  deps: Deps,
  log: FastifyBaseLogger,
  sweepMs?: number,
): { staffRoutes: FastifyPluginAsyncZod; clock: AuctionClock } {
  const clock = new AuctionClock(deps, log, sweepMs);
  deps.live.onRemote((taskId, kind) => {
    if (taskId !== undefined && (kind === 'bid' || kind === 'task')) {
      clock.rearm(taskId).catch((err: unknown) => log.error({ err, taskId }, 'the auction could not be re-armed'));
    }
  });
  return {
    staffRoutes: async (app) => {
      await app.register(auctionRoutes, { deps, clock });
    },
    clock,
  };
}
