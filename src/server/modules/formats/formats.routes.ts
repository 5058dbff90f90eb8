import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { IdParamsSchema, NoContentSchema } from '../../../shared/schemas/common.ts';
import {
  FormatInputSchema,
  FormatListSchema,
  FormatSchema,
  FormatUpdateSchema,
} from '../../../shared/schemas/formats.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { PriceHistorySchema } from '../../../shared/schemas/prices.ts';
import { importRoutes } from '../imports/index.ts';
import { FORMAT_COLUMNS } from './formats-import.ts';
import { importFormats } from './formats-import.service.ts';
import * as formats from './formats.service.ts';
import { formatPrices } from './prices.service.ts';

const tags = ['formats'];

/** Print format templates, docs/product.md (Staff API): PUT creates, POST updates. */
export const formatRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/formats',
    { schema: { tags, response: { 200: FormatListSchema, ...errorResponses(401) } } },
    async (req) => ({
      items: await formats.formatList(deps, staffOf(req).workspace.id),
    }),
  );
  app.put(
    '/formats',
    {
      schema: {
        tags,
        body: strictBody(FormatInputSchema, { read: FormatSchema }),
        response: { 201: FormatSchema, ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => reply.status(201).send(await formats.createFormat(deps, staffOf(req).workspace.id, req.body)),
  );
  app.post(
    '/formats/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: strictBody(FormatUpdateSchema, { read: FormatSchema }),
        response: { 200: FormatSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (req) => formats.changeFormat(deps, staffOf(req), req.params.id, req.body),
  );
  app.get(
    '/formats/:id/prices',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: PriceHistorySchema, ...errorResponses(401, 404) } },
    },
    (req) => formatPrices(deps, staffOf(req), req.params.id),
  );
  app.delete(
    '/formats/:id',
    { schema: { tags, params: IdParamsSchema, response: { 204: NoContentSchema, ...errorResponses(401, 404) } } },
    async (req, reply) => {
      await formats.removeFormat(deps, staffOf(req).workspace.id, req.params.id);
      return reply.status(204).send(null);
    },
  );
  await app.register(
    importRoutes({
      path: '/formats',
      tags,
      fileName: { en: 'formats', de: 'formate' },
      columns: FORMAT_COLUMNS,
      run: (staff, table, options) => importFormats(deps, staff, table, options),
    }),
  );
};
