import type { Multipart } from '@fastify/multipart';
import { AppError, badRequest } from '../../errors.ts';

/** The largest file an import takes: 10,000 rows of a printshop list fit in a fraction of it. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

const badUpload = () => badRequest('BAD_REQUEST', 'The upload is not a readable multipart/form-data body.');

/** The bytes of the one `file` part; anything else is refused (400). */
export async function receiveFile(parts: AsyncIterable<Multipart> | undefined): Promise<Buffer> {
  if (!parts) throw badRequest('NO_FILE', 'Choose a file to import.', 'file');
  let bytes: Buffer | undefined;
  try {
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file' || bytes)
        throw badRequest('BAD_REQUEST', 'Send one part, `file`: the XLSX or CSV file.');
      bytes = await part.toBuffer();
    }
  } catch (err) {
    const status = (err as { statusCode?: unknown }).statusCode;
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'IMPORT_TOO_LARGE', 'The file is larger than 10 MB.', 'file', { max: MAX_IMPORT_BYTES });
    throw typeof status === 'number' && status < 500 ? err : badUpload();
  }
  if (!bytes || bytes.length === 0) throw badRequest('NO_FILE', 'Choose a file to import.', 'file');
  return bytes;
}
