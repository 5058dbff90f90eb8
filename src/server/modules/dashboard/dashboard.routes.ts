import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageQuerySchema } from '../../../shared/schemas/common.ts';
import { DashboardSchema } from '../../../shared/schemas/dashboard.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { dashboard } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        querystring: PageQuerySchema.extend({ limit: PageQuerySchema.shape.limit.default(50) }),
        response: { 200: DashboardSchema, ...errorResponses(400, 401) },
      },
    },
    (req) => dashboard(deps, staffOf(req).workspace.id, req.query),
  );
};
