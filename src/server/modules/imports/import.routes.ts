import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ImportQuerySchema,
  ImportResultSchema,
  ImportTemplateQuerySchema,
  isOn,
  type ImportResult,
} from '../../../shared/schemas/imports.ts';
import { staffOf, type Staff } from '../../auth/staff.ts';
import { errorResponses } from '../../http.ts';
import type { ImportColumn } from './columns.ts';
import { readTable } from './read-table.ts';
import { MAX_IMPORT_BYTES, receiveFile } from './receive-file.ts';
import { importTemplate } from './template.ts';

function send(reply: FastifyReply, name: string, file: { body: Buffer; type: string }) {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${name}"`) // ASCII names of our own
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

type Options = { confirm: boolean; skipInvalid: boolean };

/** One kind of record to import: where its routes are, its columns, and how a table of it is checked and saved. */
type ImportKind = {
  /** `/suppliers`: the routes are `POST /suppliers/import` and `GET /suppliers/import-template`. */
  path: string;
  tags: string[];
  /** The template's file name, without extension, per language. */
  fileName: { en: string; de: string };
  columns: readonly ImportColumn[];
  run: (staff: Staff, table: string[][], options: Options) => Promise<ImportResult>;
};

/**
 * An import's two routes (docs/decisions/034): the upload previews (nothing saved) or, with `confirm=1`, saves
 * in one transaction; and the template. Multipart bodies are read by these routes alone, as the documents'.
 */
export function importRoutes(kind: ImportKind): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 0, parts: 2 },
      throwFileSizeLimit: true,
    });
    app.post(
      `${kind.path}/import`,
      {
        schema: {
          tags: kind.tags,
          querystring: ImportQuerySchema,
          consumes: ['multipart/form-data'],
          description:
            'multipart/form-data with one `file` part (XLSX or CSV, headers in English or German). Without `confirm` a preview that saves nothing; `confirm=1` saves, and needs `skipInvalid=1` when a row has problems (else 409 IMPORT_PROBLEMS naming the rows).',
          response: { 200: ImportResultSchema, ...errorResponses(400, 401, 409, 413) },
        },
      },
      async (req) => {
        const staff = staffOf(req);
        const table = await readTable(await receiveFile(req.isMultipart() ? req.parts() : undefined));
        return kind.run(staff, table, { confirm: isOn(req.query.confirm), skipInvalid: isOn(req.query.skipInvalid) });
      },
    );
    app.get(
      `${kind.path}/import-template`,
      { schema: { tags: kind.tags, querystring: ImportTemplateQuerySchema, response: errorResponses(400, 401) } },
      async (req, reply) => {
        const { format, lang } = req.query;
        return send(reply, `${kind.fileName[lang]}.${format}`, await importTemplate(kind.columns, format, lang));
      },
    );
  };
}
