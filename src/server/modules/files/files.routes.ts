import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  FileDeleteBodySchema,
  FileDownloadQuerySchema,
  FileParamsSchema,
  TaskFileListSchema,
} from '../../../shared/schemas/files.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { sendFile } from './file-reply.ts';
import { takeUploads } from './upload-parts.ts';
import { deleteFile, listFiles, openFile, uploadFiles } from './files.service.ts';

const tags = ['files'];

/** A task's documents (staff): upload, list, download, delete. */
export const fileRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const list = { 200: TaskFileListSchema, ...errorResponses(400, 401, 404, 409) };
  app.get('/tasks/:id/files', { schema: { tags, params: IdParamsSchema, response: list } }, (req) =>
    listFiles(deps, staffOf(req), req.params.id),
  );
  app.get(
    '/tasks/:id/files/:fileId',
    {
      schema: {
        tags,
        params: FileParamsSchema,
        querystring: FileDownloadQuerySchema,
        response: errorResponses(401, 404),
      },
    },
    async (req, reply) => {
      const opened = await openFile(deps, staffOf(req), req.params.id, req.params.fileId);
      return sendFile(reply, opened, req.query.inline === '1');
    },
  );
  app.delete(
    '/tasks/:id/files/:fileId',
    { schema: { tags, params: FileParamsSchema, body: strictBody(FileDeleteBodySchema), response: list } },
    (req) => deleteFile(deps, staffOf(req), req.params.id, req.params.fileId, req.body?.message ?? ''),
  );
  // Multipart bodies are read on this route alone (upload-parts.ts).
  const uploads: FastifyPluginAsyncZod = async (upload) => {
    await takeUploads(upload);
    upload.put(
      '/tasks/:id/files',
      {
        schema: {
          tags,
          params: IdParamsSchema,
          consumes: ['multipart/form-data'],
          description:
            'multipart/form-data: optional text fields `formatId`, `message`, then one or more `file` parts.',
          response: { 201: TaskFileListSchema, ...errorResponses(400, 401, 404, 409, 413) },
        },
      },
      async (req, reply) => {
        const parts = req.isMultipart() ? req.parts() : undefined;
        return reply.status(201).send(await uploadFiles(deps, staffOf(req), req.params.id, parts));
      },
    );
  };
  await app.register(uploads);
};
