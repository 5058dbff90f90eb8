import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { notice } from '../../../shared/notices.ts';
import { NoticeSchema } from '../../../shared/schemas/account.ts';
import {
  AcceptParamsSchema,
  AcceptBodySchema,
  AwardBodySchema,
  AwardPreviewSchema,
  AwardRequestAnswerSchema,
  RejectAwardBodySchema,
} from '../../../shared/schemas/award.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { acceptOffer, awardFormats, previewAward, type AwardOutcome } from './award.service.ts';
import { approveAward, awardRequestOf, rejectAward } from './approval.service.ts';
import { orderPdf } from './order.service.ts';

const tags = ['award'];

/** An award's answer: its orders went out, or it waits for approval (docs/product.md#budget-and-approval). */
const answerOf = (outcome: AwardOutcome) => notice(outcome === 'ordered' ? 'ORDER_SENT' : 'APPROVAL_REQUESTED');

/** A download named by the order number: ASCII, nothing to escape (files/file-names.ts is for names people give). */
function sendPdf(reply: FastifyReply, { name, pdf }: { name: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`)
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

/**
 * Accept one offer whole, or award per format (and what that would cost first); a member's award above the
 * limit waits for approval; a winner's order as a PDF (docs/product.md#award-and-order, #budget-and-approval).
 */
export const awardRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/tasks/:taskId/suppliers/:supplierId/accept',
    {
      schema: {
        tags,
        params: AcceptParamsSchema,
        body: strictBody(AcceptBodySchema),
        response: { 200: NoticeSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) =>
      answerOf(await acceptOffer(deps, staffOf(req), req.params.taskId, req.params.supplierId, req.body?.reason)),
  );
  app.post(
    '/tasks/:id/award',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: strictBody(AwardBodySchema),
        response: { 200: NoticeSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => answerOf(await awardFormats(deps, staffOf(req), req.params.id, req.body)),
  );
  // A POST since it takes the award's body; it changes nothing.
  app.post(
    '/tasks/:id/award/preview',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: strictBody(AwardBodySchema),
        response: { 200: AwardPreviewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => previewAward(deps, staffOf(req), req.params.id, req.body),
  );
  app.get(
    '/tasks/:id/award/request',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: AwardRequestAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    async (req) => awardRequestOf(deps, staffOf(req), req.params.id),
  );
  app.post(
    '/tasks/:id/award/approve',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: NoticeSchema, ...errorResponses(401, 403, 404, 409) } },
    },
    async (req) => {
      await approveAward(deps, staffOf(req), req.params.id);
      return notice('ORDER_SENT');
    },
  );
  app.post(
    '/tasks/:id/award/reject',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: strictBody(RejectAwardBodySchema),
        response: { 200: NoticeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await rejectAward(deps, staffOf(req), req.params.id, req.body);
      return notice('AWARD_REJECTED');
    },
  );
  app.get(
    '/tasks/:taskId/orders/:supplierId.pdf',
    // 429 EXPORT_BUSY while the workspace has two exports going (docs/decisions/027).
    { schema: { tags, params: AcceptParamsSchema, response: errorResponses(401, 404, 429) } },
    async (req, reply) => sendPdf(reply, await orderPdf(deps, staffOf(req), req.params.taskId, req.params.supplierId)),
  );
};
