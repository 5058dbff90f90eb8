import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { IdParamsSchema, NoContentSchema } from '../../../shared/schemas/common.ts';
import { TaskListQuerySchema } from '../../../shared/schemas/task-list.ts';
import {
  TaskDefaultsSchema,
  TaskFormatParamsSchema,
  TaskInputSchema,
  TaskListSchema,
  TaskSchema,
  TaskUpdateSchema,
} from '../../../shared/schemas/tasks.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { copyTask } from './copy.service.ts';
import { setScoring } from './scoring.service.ts';
import { ScoringWeightsSchema } from '../../../shared/schemas/scoring.ts';
import { storeTaskFormat } from './task-formats.service.ts';
import { listTasks } from './task-list.service.ts';
import * as tasks from './tasks.service.ts';

const tags = ['tasks'];

/** Tasks (tenders), docs/product.md (Staff API): PUT creates, POST updates. */
export const taskRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const one = { 200: TaskSchema, ...errorResponses(400, 401, 404, 409) };
  app.get(
    '/tasks',
    {
      schema: {
        tags,
        querystring: TaskListQuerySchema,
        response: { 200: TaskListSchema, ...errorResponses(400, 401) },
      },
    },
    (req) => listTasks(deps, staffOf(req), req.query),
  );
  app.get(
    '/tasks/defaults',
    { schema: { tags, response: { 200: TaskDefaultsSchema, ...errorResponses(401) } } },
    (req) => tasks.taskDefaults(deps, staffOf(req)),
  );
  app.put(
    '/tasks',
    {
      schema: {
        tags,
        body: strictBody(TaskInputSchema, { read: TaskSchema }),
        response: { 201: TaskSchema, ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => reply.status(201).send(await tasks.createTask(deps, staffOf(req), req.body)),
  );
  app.get('/tasks/:id', { schema: { tags, params: IdParamsSchema, response: one } }, (req) =>
    tasks.getTask(deps, staffOf(req), req.params.id),
  );
  app.put(
    '/tasks/:id/scoring',
    {
      schema: {
        tags,
        description:
          'Sets the weights, in percent adding up to 100, that the comparison scores offers by (docs/product.md#scoring), ' +
          'until the tender ends: 409 TASK_DONE or TASK_CANCELLED after.',
        params: IdParamsSchema,
        body: strictBody(ScoringWeightsSchema),
        response: one,
      },
    },
    (req) => setScoring(deps, staffOf(req), req.params.id, req.body),
  );
  app.post(
    '/tasks/:id',
    {
      schema: { tags, params: IdParamsSchema, body: strictBody(TaskUpdateSchema, { read: TaskSchema }), response: one },
    },
    (req) => tasks.updateTaskFields(deps, staffOf(req), req.params.id, req.body),
  );
  app.post(
    '/tasks/:id/copy',
    { schema: { tags, params: IdParamsSchema, response: { 201: TaskSchema, ...errorResponses(401, 404) } } },
    async (req, reply) => reply.status(201).send(await copyTask(deps, staffOf(req), req.params.id)),
  );
  app.post(
    '/tasks/:id/formats/:formatId/store',
    { schema: { tags, params: TaskFormatParamsSchema, response: one } },
    (req) => storeTaskFormat(deps, staffOf(req), req.params.id, req.params.formatId),
  );
  app.delete(
    '/tasks/:id',
    { schema: { tags, params: IdParamsSchema, response: { 204: NoContentSchema, ...errorResponses(401, 404, 409) } } },
    async (req, reply) => {
      await tasks.removeTask(deps, staffOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
