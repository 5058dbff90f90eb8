import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  DeliveryInputSchema,
  DeliveryListSchema,
  DeliveryParamsSchema,
  DeliverySchema,
  ScorecardListSchema,
  ScorecardSchema,
} from '../../../shared/schemas/deliveries.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { recordDelivery, taskDeliveries } from './deliveries.service.ts';
import { scorecard, scorecards } from './scorecard.service.ts';

const tags = ['deliveries'];

/** How winning printshops delivered, and each printshop's scorecard (docs/product.md#deliveries-and-scorecards). */
export const deliveryRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/tasks/:id/deliveries/:supplierId',
    {
      schema: {
        tags,
        description:
          'Records how a winning printshop delivered an awarded task, replacing the record before. 409 ' +
          'NOT_AWARDED before the award, NOT_A_WINNER for a printshop that won nothing of it.',
        params: DeliveryParamsSchema,
        body: strictBody(DeliveryInputSchema),
        response: { 200: DeliverySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (req) => recordDelivery(deps, staffOf(req), req.params.id, req.params.supplierId, req.body),
  );
  app.get(
    '/tasks/:id/deliveries',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: DeliveryListSchema, ...errorResponses(401, 404) } },
    },
    (req) => taskDeliveries(deps, staffOf(req).workspace.id, req.params.id),
  );
  app.get(
    '/suppliers/scorecards',
    { schema: { tags, response: { 200: ScorecardListSchema, ...errorResponses(401) } } },
    (req) => scorecards(deps, staffOf(req).workspace.id),
  );
  app.get(
    '/suppliers/:id/scorecard',
    { schema: { tags, params: IdParamsSchema, response: { 200: ScorecardSchema, ...errorResponses(401, 404) } } },
    (req) => scorecard(deps, staffOf(req).workspace.id, req.params.id),
  );
};
