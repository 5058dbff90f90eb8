import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { MAX_INVOICE_BYTES, PubInvoiceListSchema } from '../../../shared/schemas/invoices.ts';
import { PubParamsSchema } from '../../../shared/schemas/offers.ts';
import { isOfferToken } from '../../auth/offer-token.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { pubInvoices, uploadInvoice, type Link } from './upload.service.ts';

const tags = ['public offer'];

// One file and the five typed figures; a byte over the limit so the reader refuses with its own code. The whole
// name as sent (preservePath): cleanName makes it safe.
const UPLOAD = {
  preservePath: true,
  throwFileSizeLimit: false,
  limits: { fileSize: MAX_INVOICE_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
};

/** A winning printshop's invoice through its page's signed link (no login, the token in a header). */
export const invoicePubRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const link = (req: FastifyRequest): Link => {
    const { taskId, supplierId } = req.params as { taskId: string; supplierId: string };
    const token = req.headers[OFFER_TOKEN_HEADER];
    return { taskId, supplierId, token: typeof token === 'string' ? token : undefined };
  };
  // Requests with a wrong token count on their address, not on the link they name (limits.ts).
  const rightToken = (req: FastifyRequest) => {
    const { taskId, supplierId, token } = link(req);
    return isOfferToken(deps.config.appSecret, taskId, supplierId, token);
  };
  app.get(
    '/tasks/:taskId/:supplierId/invoices',
    {
      schema: { tags, params: PubParamsSchema, response: { 200: PubInvoiceListSchema, ...errorResponses(404, 429) } },
      preHandler: deps.limiter.hooks('pub-invoices', [
        { per: 'ip', max: 300, minutes: 1 },
        { per: 'link', max: 60, minutes: 1, rightToken },
      ]),
    },
    (req) => pubInvoices(deps, link(req)),
  );
  // Multipart bodies on this route alone (as documents' uploads: files.routes.ts).
  const uploads: FastifyPluginAsyncZod = async (upload) => {
    await upload.register(multipart, UPLOAD);
    upload.put(
      '/tasks/:taskId/:supplierId/invoice',
      {
        schema: {
          tags,
          params: PubParamsSchema,
          consumes: ['multipart/form-data'],
          description:
            'multipart/form-data: `file`, an e-invoice (XRechnung UBL or CII XML, or a ZUGFeRD / Factur-X PDF with ' +
            'its XML embedded), or a plain PDF with the text fields `number`, `date` (YYYY-MM-DD), `net`, `vat`, ' +
            '`gross` (amounts in the order’s currency). 409 NOT_AWARDED / NOT_A_WINNER for a printshop that won ' +
            'nothing. Answers the printshop’s invoices of the order.',
          response: { 201: PubInvoiceListSchema, ...errorResponses(400, 404, 409, 413, 429) },
        },
        preHandler: deps.limiter.hooks('pub-invoice', [
          { per: 'ip', max: 60, minutes: 1 },
          { per: 'link', max: 10, minutes: 1, rightToken },
        ]),
      },
      async (req, reply) => {
        const parts = req.isMultipart() ? req.parts() : undefined;
        return reply.status(201).send(await uploadInvoice(deps, link(req), parts));
      },
    );
  };
  await app.register(uploads);
};
