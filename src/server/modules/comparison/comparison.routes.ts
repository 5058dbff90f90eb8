import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { compareOffers } from './comparison.service.ts';

const tags = ['comparison'];

/** The staff's comparison of a task's offers (docs/product.md#comparison). */
export const comparisonRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/tasks/:id/offers',
    { schema: { tags, params: IdParamsSchema, response: { 200: ComparisonSchema, ...errorResponses(401, 404) } } },
    (req) => compareOffers(deps, staffOf(req), req.params.id),
  );
};
