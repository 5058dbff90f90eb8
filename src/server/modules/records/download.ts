import type { FastifyReply } from 'fastify';
import { cleanName, contentDisposition } from '../files/index.ts';

/** A download: the name it is saved as and its bytes. */
export type Download = { name: string; body: Buffer | string };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An export is named after its task, which people type: cleaned by the rule of documents' names (no markup,
 * quotes, control, path or separator characters, nor what Windows refuses), then as an attachment.
 */
const attachment = (name: string) => contentDisposition('attachment', cleanName(name));

export function sendDownload(reply: FastifyReply, type: string, { name, body }: Download) {
  return reply
    .header('content-type', type)
    .header('content-disposition', attachment(name))
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
