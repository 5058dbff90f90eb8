import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictBody } from '../../../shared/schemas/body.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  FileDeleteBodySchema,
  FileDownloadQuerySchema,
  FileParamsSchema,
  MAX_FILE_BYTES,
  TaskFileListSchema,
} from '../../../shared/schemas/files.ts';
import { staffOf } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { errorResponses } from '../../http.ts';
import { sendFile } from './file-reply.ts';
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
  // Multipart bodies are read on this route alone; every other route takes JSON only, so an HTML form of
  // another site reaches none of them (and this one is a PUT, which no form sends; csrf.ts checks Origin).
  const uploads: FastifyPluginAsyncZod = async (upload) => {
    await upload.register(multipart, {
      // The whole name as sent: busboy would keep what follows its last slash (`<b>1</b>.pdf`: `b>.pdf`);
      // cleanName drops the slashes instead.
      preservePath: true,
      // One byte over the limit, so the inspector sees it and refuses with its own code.
      limits: { fileSize: MAX_FILE_BYTES + 1, files: 20, fields: 10, fieldSize: 64 * 1024, parts: 32 },
      throwFileSizeLimit: false,
    });
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
