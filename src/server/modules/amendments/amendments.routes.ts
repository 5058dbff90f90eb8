import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { AmendBodySchema, CancelBodySchema, notAmendable } from '../../../shared/schemas/amend.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { amendTask, cancelTask } from './amendments.service.ts';
import { RoundBodySchema } from '../../../shared/schemas/rounds.ts';
import { openRound } from './rounds.service.ts';

const tags = ['amendments'];

/**
 * A sent task is amended or cancelled, or a final round opened, and every invited supplier is told
 * (docs/product.md#amendments, #rounds).
 */
export const amendmentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const changed = { 200: TaskSchema, ...errorResponses(400, 401, 404, 409) };
  app.post(
    '/tasks/:id/amend',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: strictBody(AmendBodySchema, { refused: notAmendable }),
        // 429: the workspace's mail quota has no room for the amendment's mails.
        response: { ...changed, ...errorResponses(429) },
      },
    },
    (req) => amendTask(deps, staffOf(req), req.params.id, req.body),
  );
  app.post(
    '/tasks/:id/cancel',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: strictBody(CancelBodySchema),
        // 429: the workspace's mail quota has no room for the cancellation's mails.
        response: { ...changed, ...errorResponses(429) },
      },
    },
    (req) => cancelTask(deps, staffOf(req), req.params.id, req.body),
  );
  app.post(
    '/tasks/:id/rounds',
    {
      schema: {
        tags,
        description:
          'Opens a best-and-final round for printshops with offers and closes the round before at once ' +
          '(docs/product.md#rounds). 400 NO_OFFER, UNKNOWN_SUPPLIER (not in the round), DEADLINE_PAST.',
        params: IdParamsSchema,
        body: strictBody(RoundBodySchema),
        // 429: the workspace's mail quota has no room for the round's mails.
        response: { ...changed, ...errorResponses(429) },
      },
    },
    (req) => openRound(deps, staffOf(req), req.params.id, req.body),
  );
};
