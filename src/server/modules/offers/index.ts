import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { exportRoutes } from './exports.routes.ts';
import { OfferWriter } from './offer-writer.ts';
import type { OffersDeps } from './offers-deps.ts';
import { offerRoutes } from './offers.routes.ts';
import { pubRoutes } from './pub.routes.ts';
import { TenderCache } from './tender-cache.ts';

/**
 * The offers module (docs/decisions/010): the printshops' routes (no session) and the staff's (compare,
 * accept), sharing the module's own tender cache and offer writer, which nothing outside it knows.
 */
export function createOffers(deps: Deps): { publicRoutes: FastifyPluginAsyncZod; staffRoutes: FastifyPluginAsyncZod } {
  const own: OffersDeps = {
    ...deps,
    tenders: new TenderCache(deps.db),
    writer: new OfferWriter(deps.db, deps.config.timeZone, deps.live),
  };
  deps.taskChanges.on((taskId) => own.tenders.forget(taskId));
  // A mail's state or a click is not part of what the pages show (a click is kept where the page read it).
  deps.live.onRemote((taskId, kind) => {
    if (kind !== 'mail') own.tenders.changedElsewhere(taskId);
  });
  return {
    publicRoutes: async (app) => {
      await app.register(pubRoutes, { deps: own });
    },
    staffRoutes: async (app) => {
      await app.register(offerRoutes, { deps: own });
      await app.register(exportRoutes, { deps: own });
    },
  };
}
