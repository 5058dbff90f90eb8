import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { PreviewLinkSchema } from '../../../shared/schemas/offers.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { previewLink } from './preview.service.ts';

/** The staff's link to the offer page as a sample supplier sees it (docs/product.md#preview). */
export const previewRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/tasks/:id/preview',
    {
      schema: {
        tags: ['offer page'],
        params: IdParamsSchema,
        response: { 200: PreviewLinkSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => previewLink(deps, staffOf(req), req.params.id),
  );
};
