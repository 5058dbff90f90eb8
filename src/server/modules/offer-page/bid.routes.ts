import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { OfferBodySchema, PubOfferSchema, PubParamsSchema } from '../../../shared/schemas/offers.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { isOfferToken } from '../../auth/offer-token.ts';
import { fastSerializerCompiler } from '../../fast-serializer.ts';
import { errorResponses } from '../../http.ts';
import { placeBid } from './bid.service.ts';
import { PubStreams } from './pub-streams.ts';
import type { OfferPageDeps } from './offer-page-deps.ts';

const tags = ['public offer'];

/** The token of a printshop's link: its header, or (an EventSource sends no header) the `t` query parameter. */
const tokenOf = (headers: Record<string, unknown>, query?: { t?: string }) => {
  const token = headers[OFFER_TOKEN_HEADER] ?? query?.t;
  return typeof token === 'string' ? token : undefined;
};

/** A live auction's bids and the printshop page's stream of them (docs/product.md#auctions). */
export const bidRoutes: FastifyPluginAsyncZod<{ deps: OfferPageDeps }> = async (app, { deps }) => {
  const rightToken = (req: { params: unknown; headers: Record<string, unknown>; query: unknown }) => {
    const { taskId, supplierId } = req.params as { taskId: string; supplierId: string };
    return isOfferToken(deps.config.appSecret, taskId, supplierId, tokenOf(req.headers, req.query as { t?: string }));
  };
  const perLink = (max: number) => ({ per: 'link', max, minutes: 1, rightToken }) as const;
  app.post(
    '/tasks/:taskId/:supplierId/bids',
    {
      schema: {
        tags,
        description:
          'A bid in the task’s live auction: an offer’s body, stored as the printshop’s offer. Its landed total must ' +
          'be complete and at most the last total less the decrement: 409 BID_TOO_HIGH (params.maxTotal), ' +
          'AUCTION_NOT_STARTED, AUCTION_ENDED, NOT_IN_AUCTION. Answers the page read.',
        params: PubParamsSchema,
        body: strictBody(OfferBodySchema),
        response: { 200: PubOfferSchema, ...errorResponses(400, 404, 409, 429) },
      },
      serializerCompiler: fastSerializerCompiler,
      // Twice a second per link: a printshop bidding once a second near the end stays well inside.
      preHandler: deps.limiter.hooks('pub-bid', [{ per: 'ip', max: 240, minutes: 1 }, perLink(120)]),
    },
    async (req) => {
      const { taskId, supplierId } = req.params;
      const answer = await placeBid(deps, { taskId, supplierId, token: tokenOf(req.headers) }, req.body);
      req.log.info({ taskId, supplierId }, 'bid stored');
      return answer;
    },
  );
  const streams = new PubStreams(app.log);
  app.addHook('preClose', () => streams.close());
  app.get(
    '/tasks/:taskId/:supplierId/live',
    {
      exposeHeadRoute: false,
      schema: {
        tags,
        description:
          'The printshop page’s live updates as server-sent events: `ready` (or `resync` after Last-Event-ID), then ' +
          '`bid` at every bid, the start and the end of the task’s auction, its data the page’s view of the auction ' +
          '(`auction`, as the page read has it). The token ' +
          'in its header or, from an EventSource, as `?t=`. 404 as the page read; 429 TOO_MANY_STREAMS past 5.',
        params: PubParamsSchema,
        querystring: z.object({ t: z.string().max(200).optional() }),
        response: errorResponses(404, 429),
      },
      preHandler: deps.limiter.hooks('pub-live', [{ per: 'ip', max: 120, minutes: 1 }, perLink(30)]),
    },
    async (req, reply) => {
      const { taskId, supplierId } = req.params;
      const link = { taskId, supplierId, token: tokenOf(req.headers, req.query) };
      await streams.stream(deps, link, reply, req.headers['last-event-id'] !== undefined);
    },
  );
};
