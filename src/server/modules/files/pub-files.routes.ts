import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { PubFileParamsSchema, PubFileQuerySchema } from '../../../shared/schemas/files.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { sendFile } from './file-reply.ts';
import { readFileLink } from './file-link.ts';
import { downloadFile } from './pub-files.service.ts';

type Download = { params: z.output<typeof PubFileParamsSchema>; query: z.output<typeof PubFileQuerySchema> };

/** A printshop's download of a document through the signed link its page lists (PubFile.url); no login. */
export const filePubRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // A request with a wrong token counts on its address, not on the link it names (limits.ts).
  const rightToken = (req: FastifyRequest) => {
    const { params, query } = req as unknown as Download;
    return readFileLink(deps.config.appSecret, params, query.expires, query.token) !== undefined;
  };
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
        { per: 'link', max: 60, minutes: 1, rightToken },
      ]),
    },
    async (req, reply) => sendFile(reply, await downloadFile(deps, req.params, req.query)),
  );
};
