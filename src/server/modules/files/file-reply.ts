import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { TaskFileRow } from './files.queries.ts';
import { contentDisposition, storedName } from './file-names.ts';

// What a browser shows itself in a preview; anything else is always saved.
const PREVIEWABLE = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/**
 * Answers a document's bytes with the type recognised at upload, never sniffed by the browser, and its name
 * in a safe Content-Disposition; `inline` only for a PDF or an image (previews). The name is made safe again
 * here, so a document stored before names were cleaned is served under a safe one too.
 */
export function sendFile(
  reply: FastifyReply,
  opened: { file: Pick<TaskFileRow, 'type' | 'size' | 'name'>; body: Readable },
  inline = false,
) {
  const { file, body } = opened;
  const kind = inline && PREVIEWABLE.has(file.type) ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.type)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(kind, storedName(file.name, file.type)))
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
