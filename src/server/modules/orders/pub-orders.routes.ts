import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { PubParamsSchema } from '../../../shared/schemas/offers.ts';
import { OrderConfirmInputSchema, PubOrderSchema, ShipmentInputSchema } from '../../../shared/schemas/orders.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { isOfferToken } from '../../auth/offer-token.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { takeUploads } from '../files/index.ts';
import { confirm, reportShipment, uploadProof, type Link } from './pub-orders.service.ts';

const tags = ['public offer'];

/** A winning printshop's side of its order, through its page's signed link (the token in a header); no login. */
export const orderPubRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const link = (req: FastifyRequest): Link => {
    const { taskId, supplierId } = req.params as Link;
    const token = req.headers[OFFER_TOKEN_HEADER];
    return { taskId, supplierId, token: typeof token === 'string' ? token : undefined };
  };
  // Requests with a wrong token count on their address, not on the link they name (limits.ts).
  const rightToken = (req: FastifyRequest) => {
    const { taskId, supplierId, token } = link(req);
    return isOfferToken(deps.config.appSecret, taskId, supplierId, token);
  };
  const limits = (name: string) =>
    deps.limiter.hooks(name, [
      { per: 'ip', max: 60, minutes: 1 },
      { per: 'link', max: 20, minutes: 1, rightToken },
    ]);
  const answers = { 200: PubOrderSchema, ...errorResponses(400, 404, 409, 429) };
  app.post(
    '/tasks/:taskId/:supplierId/confirm',
    {
      schema: {
        tags,
        description:
          'The winner confirms its order with its reference and planned ship date; again to change them. 409 NOT_AWARDED, NOT_A_WINNER.',
        params: PubParamsSchema,
        body: strictBody(OrderConfirmInputSchema),
        response: answers,
      },
      preHandler: limits('pub-confirm'),
    },
    (req) => confirm(deps, link(req), req.body),
  );
  app.post(
    '/tasks/:taskId/:supplierId/shipment',
    {
      schema: {
        tags,
        description: 'The winner reports a shipment. 409 ORDER_NOT_CONFIRMED, PROOF_PENDING (a proof not approved).',
        params: PubParamsSchema,
        body: strictBody(ShipmentInputSchema),
        response: answers,
      },
      preHandler: limits('pub-shipment'),
    },
    (req) => reportShipment(deps, link(req), req.body),
  );
  const uploads: FastifyPluginAsyncZod = async (upload) => {
    await takeUploads(upload, 1);
    upload.put(
      '/tasks/:taskId/:supplierId/proofs',
      {
        schema: {
          tags,
          params: PubParamsSchema,
          consumes: ['multipart/form-data'],
          description:
            'multipart/form-data: `formatId`, then one `file` (a PDF): the format’s next proof version. 409 ORDER_NOT_CONFIRMED.',
          response: { 201: PubOrderSchema, ...errorResponses(400, 404, 409, 413, 429) },
        },
        preHandler: limits('pub-proof'),
      },
      async (req, reply) => {
        const parts = req.isMultipart() ? req.parts() : undefined;
        return reply.status(201).send(await uploadProof(deps, link(req), parts));
      },
    );
  };
  await app.register(uploads);
};
