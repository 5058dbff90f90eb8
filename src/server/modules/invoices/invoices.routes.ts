import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  InvoiceDisputeInputSchema,
  InvoiceExportQuerySchema,
  InvoiceListSchema,
  InvoiceParamsSchema,
  InvoiceSchema,
} from '../../../shared/schemas/invoices.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { cleanName, contentDisposition } from '../files/index.ts';
import { exportInvoices } from './export.service.ts';
import { decide, invoiceFile, taskInvoices } from './invoices.service.ts';

const tags = ['invoices'];

/** A file as an attachment under a safe name, its type as the server knows it, never sniffed. */
const download = (reply: FastifyReply, file: { name: string; type: string; body: Readable | Buffer | string }) =>
  reply
    .header('content-type', file.type)
    .header('content-disposition', contentDisposition('attachment', cleanName(file.name)))
    .header('x-content-type-options', 'nosniff')
    .send(file.body);

/** The winners' invoices checked against their orders, released or disputed, exported (docs/product.md#invoices). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/tasks/:id/invoices',
    {
      schema: {
        tags,
        description: 'Each invoice of the task with its check against the printshop’s order, oldest first.',
        params: IdParamsSchema,
        response: { 200: InvoiceListSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => taskInvoices(deps, staffOf(req), req.params.id),
  );
  app.get(
    '/tasks/:id/invoices/:invoiceId/file',
    { schema: { tags, params: InvoiceParamsSchema, response: errorResponses(401, 404) } },
    async (req, reply) => {
      return download(reply, await invoiceFile(deps, staffOf(req), req.params.id, req.params.invoiceId));
    },
  );
  const decided = { 200: InvoiceSchema, ...errorResponses(400, 401, 404, 409) };
  app.post(
    '/tasks/:id/invoices/:invoiceId/release',
    {
      schema: {
        tags,
        description: 'Releases the invoice for payment; 409 INVOICE_DECIDED once released or disputed.',
        params: InvoiceParamsSchema,
        response: decided,
      },
    },
    (req) => decide(deps, staffOf(req), req.params.id, req.params.invoiceId, { status: 'released' }),
  );
  app.post(
    '/tasks/:id/invoices/:invoiceId/dispute',
    {
      schema: {
        tags,
        description:
          'Disputes the invoice with a reason, mailed to the printshop in its language; 409 INVOICE_DECIDED ' +
          'once released or disputed.',
        params: InvoiceParamsSchema,
        body: strictBody(InvoiceDisputeInputSchema),
        response: decided,
      },
    },
    (req) =>
      decide(deps, staffOf(req), req.params.id, req.params.invoiceId, { status: 'disputed', reason: req.body.reason }),
  );
  app.get(
    '/invoices/export',
    {
      schema: {
        tags,
        description:
          'Released invoices, released from `from` to `to` (both days included, the workspace’s time zone), for ' +
          'accounting: one row per invoice and one per line (Type column); `format` csv (default) or xlsx.',
        querystring: InvoiceExportQuerySchema,
        response: errorResponses(400, 401),
      },
    },
    async (req, reply) => {
      return download(reply, await exportInvoices(deps, staffOf(req), req.query));
    },
  );
};
