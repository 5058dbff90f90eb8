import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { staffOf } from '../../auth/staff.ts';
import { errorResponses } from '../../http.ts';
import { offersCsv, offersXlsx } from './records.service.ts';
import { sendDownload, XLSX_TYPE } from './download.ts';
import type { Deps } from '../../deps.ts';

const tags = ['records'];
/** The comparison as downloads (staff): an Excel workbook, and a CSV of the comparison alone. */
export const recordRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // 409 SEALED while sealed bids are not open yet.
  const schema = { tags, params: IdParamsSchema, response: errorResponses(401, 404, 409) };
  app.get(
    '/tasks/:id/offers.xlsx',
    {
      schema: {
        ...schema,
        // 429 EXPORT_BUSY while the workspace has two exports going (docs/decisions/027).
        response: errorResponses(401, 404, 409, 429),
        description: 'The comparison, what was ordered, every offer revision and the task, as an .xlsx workbook.',
      },
    },
    async (req, reply) => sendDownload(reply, XLSX_TYPE, await offersXlsx(deps, staffOf(req), req.params.id)),
  );
  app.get(
    '/tasks/:id/offers.csv',
    {
      schema: {
        ...schema,
        description:
          'The comparison alone: UTF-8 with a BOM, CRLF; `,` and decimal points for an English staff member, ' +
          '`;` and decimal commas for a German one.',
      },
    },
    async (req, reply) =>
      sendDownload(reply, 'text/csv; charset=utf-8', await offersCsv(deps, staffOf(req), req.params.id)),
  );
};
