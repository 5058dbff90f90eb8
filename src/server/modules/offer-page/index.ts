import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { notifyTask } from '../notifications/index.ts';
import { OfferWriter } from './offer-writer.ts';
import type { OfferPageDeps } from './offer-page-deps.ts';
import { offerPageRoutes } from './offer-page.routes.ts';
import { previewRoutes } from './preview.routes.ts';
import { TaskCache } from './task-cache.ts';
import { bidRoutes } from './bid.routes.ts';
import { offerRefusals, placeBid, type AuctionClock } from '../auctions/index.ts';

/**
 * The offer page module (docs/decisions/010): the suppliers' routes (no session) over the module's own task
 * cache and offer writer, which nothing outside it knows, and the staff's preview link.
 */
export function createOfferPage(
  deps: Deps,
  auctionClock: Pick<AuctionClock, 'rearm'>,
): {
  publicRoutes: FastifyPluginAsyncZod;
  staffRoutes: FastifyPluginAsyncZod;
} {
  const own: OfferPageDeps = {
    ...deps,
    tasks: new TaskCache(deps.db),
    writer: new OfferWriter(deps.db, deps.config.timeZone, deps.live, (trx, events) => notifyTask(deps, trx, events), {
      offerRefusals,
      bid: placeBid,
    }),
    auctionClock,
  };
  deps.taskChanges.on((taskId) => own.tasks.forget(taskId));
  // A mail's state or a click is not part of what the pages show (a click is kept where the page read it).
  deps.live.onRemote((taskId, kind) => {
    if (kind !== 'mail') own.tasks.changedElsewhere(taskId);
  });
  return {
    publicRoutes: async (app) => {
      await app.register(offerPageRoutes, { deps: own });
      await app.register(bidRoutes, { deps: own });
    },
    staffRoutes: async (app) => {
      await app.register(previewRoutes, { deps });
    },
  };
}
