import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_FILE_BYTES } from '../../../shared/schemas/files.ts';

/**
 * Lets the routes of `app` (an encapsulated plugin) read multipart bodies; every other route takes JSON only, so
 * an HTML form of another site reaches none of them (and uploads are PUTs, which no form sends; csrf.ts checks
 * Origin). `files`: how many file parts one upload may carry.
 */
export async function takeUploads(app: FastifyInstance, files = 20): Promise<void> {
  await app.register(multipart, {
    // The whole name as sent: busboy would keep what follows its last slash (`<b>1</b>.pdf`: `b>.pdf`);
    // cleanName drops the slashes instead.
    preservePath: true,
    // One byte over the limit, so the inspector sees it and refuses with its own code.
    limits: { fileSize: MAX_FILE_BYTES + 1, files, fields: 10, fieldSize: 64 * 1024, parts: files + 12 },
    throwFileSizeLimit: false,
  });
}
