import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PubFileParamsSchema, PubFileQuerySchema } from '../../../shared/schemas/files.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { sendFile } from './file-reply.ts';
import { downloadFile } from './pub-files.service.ts';

/** A printshop's download of a document through the signed link its page lists (PubFile.url); no login. */
export const filePubRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/files/:taskId/:supplierId/:fileId',
    {
      schema: {
        tags: ['public offer'],
        params: PubFileParamsSchema,
        querystring: PubFileQuerySchema,
        response: errorResponses(404, 429),
      },
      preHandler: deps.limiter.hooks('pub-file', [
        { per: 'ip', max: 300, minutes: 1 },
        { per: 'link', max: 60, minutes: 1 },
      ]),
    },
    async (req, reply) => sendFile(reply, await downloadFile(deps, req.params, req.query)),
  );
};
