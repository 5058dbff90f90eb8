import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { KeepBodySchema, OfferBodySchema, PubOfferSchema, PubParamsSchema } from '../../../shared/schemas/offers.ts';
import { OFFER_TOKEN_HEADER, PREVIEW_SUPPLIER } from '../../../shared/offer-link.ts';
import { DeclineBodySchema, QuestionBodySchema } from '../../../shared/schemas/questions.ts';
import { previewOffer } from './preview.service.ts';
import { isOfferToken } from '../../auth/offer-token.ts';
import { readPreviewToken } from '../../auth/preview-token.ts';
import { fastSerializerCompiler } from '../../fast-serializer.ts';
import { errorResponses, sendJsonText } from '../../http.ts';
import type { OfferPageDeps } from './offer-page-deps.ts';
import type { Answer } from './page-answer.ts';
import { openOffer, submitOffer } from './offer-page.service.ts';
import { ask, decline } from './talk.service.ts';
import { keepOffer } from './round.service.ts';

const tags = ['public offer'];

/** The supplier's side, docs/product.md (Supplier API): no login, the link's token in a header. */
export const offerPageRoutes: FastifyPluginAsyncZod<{ deps: OfferPageDeps }> = async (app, { deps }) => {
  const link = ({ taskId, supplierId }: { taskId: string; supplierId: string }, headers: Record<string, unknown>) => {
    const token = headers[OFFER_TOKEN_HEADER];
    return { taskId, supplierId, token: typeof token === 'string' ? token : undefined };
  };
  // Requests with a wrong token count on their address, not on the link they name (limits.ts).
  const rightToken = (req: FastifyRequest) => {
    const { taskId, supplierId, token } = link(req.params as Parameters<typeof link>[0], req.headers);
    if (supplierId === PREVIEW_SUPPLIER) return readPreviewToken(deps.config.appSecret, taskId, token) !== undefined;
    return isOfferToken(deps.config.appSecret, taskId, supplierId, token);
  };
  const perLink = (max: number) => ({ per: 'link', max, minutes: 1, rightToken }) as const;

  app.get(
    '/tasks/:taskId/:supplierId',
    {
      schema: { tags, params: PubParamsSchema, response: { 200: PubOfferSchema, ...errorResponses(404, 429) } },
      serializerCompiler: fastSerializerCompiler,
      preHandler: deps.limiter.hooks('pub-read', [{ per: 'ip', max: 300, minutes: 1 }, perLink(60)]),
    },
    // Not async: a page opened before is answered without a promise (openOffer).
    (req, reply) => {
      const opened = link(req.params, req.headers);
      if (opened.supplierId === PREVIEW_SUPPLIER) return previewOffer(deps, opened.taskId, opened.token);
      // Kept serialised with its entity tag (pub-answer.ts): the browser asks again with it and mostly gets a 304.
      const send = (answer: Answer) => {
        sendJsonText(reply.header('vary', OFFER_TOKEN_HEADER), req.headers['if-none-match'], answer);
      };
      const answer = openOffer(deps, opened);
      return answer instanceof Promise ? answer.then(send) : send(answer);
    },
  );
  app.post(
    '/tasks/:taskId/:supplierId',
    {
      schema: {
        tags,
        params: PubParamsSchema,
        body: strictBody(OfferBodySchema),
        response: { 200: PubOfferSchema, ...errorResponses(400, 404, 409, 429) },
      },
      serializerCompiler: fastSerializerCompiler,
      preHandler: deps.limiter.hooks('pub-submit', [{ per: 'ip', max: 120, minutes: 1 }, perLink(20)]),
    },
    async (req) => {
      const answer = await submitOffer(deps, link(req.params, req.headers), req.body);
      req.log.info({ taskId: req.params.taskId, supplierId: req.params.supplierId }, 'offer stored');
      return answer;
    },
  );
  // A question or a no-bid: the page data answers, with the question or the no-bid in it.
  const refusals = errorResponses(400, 404, 409, 429);
  app.put(
    '/tasks/:taskId/:supplierId/questions',
    {
      schema: {
        tags,
        params: PubParamsSchema,
        body: strictBody(QuestionBodySchema),
        response: { 201: PubOfferSchema, ...refusals },
      },
      serializerCompiler: fastSerializerCompiler,
      preHandler: deps.limiter.hooks('pub-question', [{ per: 'ip', max: 60, minutes: 1 }, perLink(10)]),
    },
    async (req, reply) => reply.status(201).send(await ask(deps, link(req.params, req.headers), req.body)),
  );
  app.post(
    '/tasks/:taskId/:supplierId/decline',
    {
      schema: {
        tags,
        params: PubParamsSchema,
        body: strictBody(DeclineBodySchema),
        response: { 200: PubOfferSchema, ...refusals },
      },
      serializerCompiler: fastSerializerCompiler,
      preHandler: deps.limiter.hooks('pub-decline', [{ per: 'ip', max: 60, minutes: 1 }, perLink(10)]),
    },
    (req) => decline(deps, link(req.params, req.headers), req.body),
  );
  // A final round answered by keeping the offer as it stands (docs/product.md#rounds).
  app.post(
    '/tasks/:taskId/:supplierId/keep',
    {
      schema: {
        tags,
        params: PubParamsSchema,
        body: strictBody(KeepBodySchema),
        response: { 200: PubOfferSchema, ...refusals },
      },
      serializerCompiler: fastSerializerCompiler,
      preHandler: deps.limiter.hooks('pub-keep', [{ per: 'ip', max: 60, minutes: 1 }, perLink(10)]),
    },
    (req) => keepOffer(deps, link(req.params, req.headers)),
  );
};
