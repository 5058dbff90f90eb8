import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { AuctionBodySchema, AuctionReadSchema } from '../../../shared/schemas/auctions.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import type { AuctionClock } from './auction-clock.ts';
import { readAuction, setAuction } from './auctions.service.ts';

const tags = ['auctions'];

/** A task's live reverse auction, set and watched by staff (docs/product.md#auctions). */
export const auctionRoutes: FastifyPluginAsyncZod<{ deps: Deps; clock: AuctionClock }> = async (
  app,
  { deps, clock },
) => {
  app.post(
    '/tasks/:id/auction',
    {
      schema: {
        tags,
        description:
          'Sets the live reverse auction of a sent task: the invited printshops with a complete current offer bid ' +
          'from its landed total and are mailed. 409 AUCTION_EXISTS, NO_COMPLETE_OFFERS, TASK_SEALED, and the ' +
          "task's state codes (TASK_NOT_SENT, TASK_DONE, TASK_CANCELLED); 400 INVALID for startsAt in the past or " +
          'beyond 30 days.',
        params: IdParamsSchema,
        body: strictBody(AuctionBodySchema),
        // 429: the workspace's mail quota has no room for the announcements.
        response: { 201: AuctionReadSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await setAuction(deps, staffOf(req), req.params.id, req.body, (row) => clock.arm(row))),
  );
  app.get(
    '/tasks/:id/auction',
    {
      schema: {
        tags,
        description: 'The task’s auction: its times, its bidders ranked by last total, and every bid. 404 NO_AUCTION.',
        params: IdParamsSchema,
        response: { 200: AuctionReadSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => readAuction(deps, staffOf(req), req.params.id),
  );
};
