import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageQuerySchema } from '../../../shared/schemas/common.ts';
import { DashboardActionsSchema, DashboardSchema, FirstStepsSchema } from '../../../shared/schemas/dashboard.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { dashboardActions } from './actions.service.ts';
import { dashboard } from './dashboard.service.ts';
import { firstSteps } from './first-steps.service.ts';

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
  app.get(
    '/dashboard/actions',
    { schema: { tags: ['dashboard'], response: { 200: DashboardActionsSchema, ...errorResponses(401) } } },
    (req) => dashboardActions(deps, staffOf(req).workspace.id),
  );
  app.get(
    '/dashboard/first-steps',
    { schema: { tags: ['dashboard'], response: { 200: FirstStepsSchema, ...errorResponses(401) } } },
    (req) => firstSteps(deps, staffOf(req).workspace.id),
  );
};
