import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SpendExportQuerySchema, SpendQuerySchema, SpendSchema } from '../../../shared/schemas/spend.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { sendDownload } from '../records/index.ts';
import { spend, spendDownload } from './spend.service.ts';

const tags = ['spend'];

/** What buying cost, per month, printshop and product kind, and what it saved (docs/product.md#spend). */
export const spendRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/spend',
    {
      schema: {
        tags,
        description:
          'The awards of the period (`from`, `to`: YYYY-MM-DD, both included, in the workspace time zone; default ' +
          'the last 12 months) per month, printshop or product kind (`by`), with their savings. 400 INVALID for a ' +
          'period that ends before it starts or spans more than ten years.',
        querystring: SpendQuerySchema,
        response: { 200: SpendSchema, ...errorResponses(400, 401) },
      },
    },
    (req) => spend(deps, staffOf(req).workspace.id, req.query),
  );
  app.get(
    '/spend/export',
    {
      schema: {
        tags,
        description:
          'The report as a download: `format=xlsx` (default) a sheet per view, `format=csv` the view `by` in the ' +
          'staff member’s Excel dialect.',
        querystring: SpendExportQuerySchema,
        response: errorResponses(400, 401),
      },
    },
    async (req, reply) => {
      const { type, download } = await spendDownload(deps, staffOf(req), req.query);
      return sendDownload(reply, type, download);
    },
  );
};
