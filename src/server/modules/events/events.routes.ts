import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { TaskEventListSchema, WorkspaceEventListSchema } from '../../../shared/schemas/events.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { taskEvents, workspaceEvents } from './events.service.ts';

/** A task's audit trail: what staff did and what the printshops did, in one stream. */
export const eventRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/tasks/:id/events',
    {
      schema: {
        tags: ['events'],
        params: IdParamsSchema,
        response: { 200: TaskEventListSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => taskEvents(deps, staffOf(req), req.params.id),
  );
  app.get(
    '/workspace/events',
    { schema: { tags: ['events'], response: { 200: WorkspaceEventListSchema, ...errorResponses(401) } } },
    (req) => workspaceEvents(deps, staffOf(req)),
  );
};
