import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, NoContentSchema } from '../../../shared/schemas/common.ts';
import { FormatInputSchema, FormatListSchema, FormatSchema } from '../../../shared/schemas/formats.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { errorResponses } from '../../http.ts';
import { deleteFormat, insertFormat, listFormats, updateFormat } from './formats.queries.ts';

const tags = ['formats'];
const missing = () => notFound('The format');

/** Print format templates, SPEC §7: PUT creates, POST updates. Formats have no rules beyond their schema. */
export const formatRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get('/formats', { schema: { tags, response: { 200: FormatListSchema, ...errorResponses(401) } } }, async (req) => ({
    items: await listFormats(db, staffOf(req).workspace.id),
  }));
  app.put(
    '/formats',
    { schema: { tags, body: FormatInputSchema, response: { 201: FormatSchema, ...errorResponses(400, 401) } } },
    async (req, reply) => {
      const id = randomUUID();
      await insertFormat(db, staffOf(req).workspace.id, id, req.body);
      return reply.status(201).send({ id, ...req.body });
    },
  );
  app.post(
    '/formats/:id',
    { schema: { tags, params: IdParamsSchema, body: FormatInputSchema, response: { 200: FormatSchema, ...errorResponses(400, 401, 404) } } },
    async (req) => {
      if (!(await updateFormat(db, staffOf(req).workspace.id, req.params.id, req.body))) throw missing();
      return { id: req.params.id, ...req.body };
    },
  );
  app.delete(
    '/formats/:id',
    { schema: { tags, params: IdParamsSchema, response: { 204: NoContentSchema, ...errorResponses(401, 404) } } },
    async (req, reply) => {
      if (!(await deleteFormat(db, staffOf(req).workspace.id, req.params.id))) throw missing();
      return reply.status(204).send(null);
    },
  );
};
