import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, PageQuerySchema } from '../../../shared/schemas/common.ts';
import {
  DashboardActionsSchema,
  DashboardSchema,
  FirstStepsSchema,
  TaskOverviewSchema,
} from '../../../shared/schemas/dashboard.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { dashboardActions } from './actions.service.ts';
import { dashboard } from './dashboard.service.ts';
import { firstSteps } from './first-steps.service.ts';
import { taskOverview } from './overview.service.ts';

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
  // The task page's overview (docs/product.md#task-page): the dashboard's counts and reasons for one task.
  app.get(
    '/tasks/:id/overview',
    {
      schema: {
        tags: ['dashboard'],
        params: IdParamsSchema,
        response: { 200: TaskOverviewSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => taskOverview(deps, staffOf(req).workspace.id, req.params.id),
  );
};
