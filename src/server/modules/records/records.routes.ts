import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { staffOf } from '../../auth/staff.ts';
import { errorResponses } from '../../http.ts';
import { offersCsv, offersXlsx, type Download } from './records.service.ts';
import type { Deps } from '../../deps.ts';

const tags = ['records'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `attachment` with the name in UTF-8 (RFC 6266/5987) and an ASCII fallback for old clients; a task's name
 * is typed by people, so neither part may carry a quote, a backslash, a line break or a path into the header.
 */
function attachment(name: string): string {
  const clean = name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}/\\]/gu, ' ').trim();
  const ascii = clean
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["%]/g, '_');
  const utf8 = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

function send(reply: FastifyReply, type: string, { name, body }: Download) {
  return reply
    .header('content-type', type)
    .header('content-disposition', attachment(name))
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

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
    async (req, reply) => send(reply, XLSX, await offersXlsx(deps, staffOf(req), req.params.id)),
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
    async (req, reply) => send(reply, 'text/csv; charset=utf-8', await offersCsv(deps, staffOf(req), req.params.id)),
  );
};
