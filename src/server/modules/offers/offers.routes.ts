import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notice } from '../../../shared/notices.ts';
import { NoticeSchema } from '../../../shared/schemas/account.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { AcceptParamsSchema, AwardBodySchema } from '../../../shared/schemas/award.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { PreviewLinkSchema } from '../../../shared/schemas/offers.ts';
import { staffOf } from '../../auth/staff.ts';
import { errorResponses } from '../../http.ts';
import { acceptOffer, awardFormats } from './award.service.ts';
import { compareOffers } from './comparison.service.ts';
import { orderPdf } from './order.service.ts';
import { previewLink } from './preview.service.ts';
import type { OffersDeps } from './offers-deps.ts';

const tags = ['offers'];

/** A download named by the order number: ASCII, nothing to escape (files/file-names.ts is for names people give). */
function sendPdf(reply: FastifyReply, { name, pdf }: { name: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-cache')
    .send(pdf);
}

/** The staff's side of offers: compare them, accept one whole, or award per format. */
export const offerRoutes: FastifyPluginAsyncZod<{ deps: OffersDeps }> = async (app, { deps }) => {
  app.get(
    '/tasks/:id/offers',
    { schema: { tags, params: IdParamsSchema, response: { 200: ComparisonSchema, ...errorResponses(401, 404) } } },
    (req) => compareOffers(deps, staffOf(req), req.params.id),
  );
  app.post(
    '/tasks/:taskId/suppliers/:supplierId/accept',
    { schema: { tags, params: AcceptParamsSchema, response: { 200: NoticeSchema, ...errorResponses(401, 404, 409) } } },
    async (req) => {
      await acceptOffer(deps, staffOf(req), req.params.taskId, req.params.supplierId);
      return notice('ORDER_SENT');
    },
  );
  app.post(
    '/tasks/:id/award',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: AwardBodySchema,
        response: { 200: NoticeSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => {
      await awardFormats(deps, staffOf(req), req.params.id, req.body);
      return notice('ORDER_SENT');
    },
  );
  app.get(
    '/tasks/:taskId/orders/:supplierId.pdf',
    { schema: { tags, params: AcceptParamsSchema, response: errorResponses(401, 404) } },
    async (req, reply) => sendPdf(reply, await orderPdf(deps, staffOf(req), req.params.taskId, req.params.supplierId)),
  );
  app.get(
    '/tasks/:id/preview',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: PreviewLinkSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => previewLink(deps, staffOf(req), req.params.id),
  );
};
