import type { Multipart, MultipartFile } from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream';
import { MAX_FILE_MESSAGE, type FileType } from '../../../shared/schemas/files.ts';
import { issue, parseIssue, validationSentence } from '../../../shared/validation.ts';
import { AppError, badRequest } from '../../errors.ts';
import { cleanName, storedName } from './file-names.ts';
import { FileInspector } from './inspect.ts';
import { discard, storageKey, type FileStorage } from '../../storage/storage.ts';

/** A file stored whole under its key, not yet a row. */
export type Received = {
  id: string;
  name: string;
  size: number;
  type: FileType;
  sha256: string;
  storageKey: string;
  formatId: string | null;
};

/** The task an upload goes to: its formats, and the bytes it may still take. */
type Target = { taskId: string; formatIds: Set<string>; room: number };

const badUpload = () => badRequest('BAD_REQUEST', 'The upload is not a readable multipart/form-data body.');
const tooLong = issue('tooLong', { max: MAX_FILE_MESSAGE });

/**
 * Streams each `file` part to storage through a FileInspector; the text fields `formatId` and `message`
 * apply to the files after them. A refusal or a broken upload removes what this upload stored: its files
 * are stored all or none.
 */
export async function receive(storage: FileStorage, parts: AsyncIterable<Multipart>, target: Target) {
  const files: Received[] = [];
  let formatId: string | null = null;
  let message = '';
  let room = target.room;
  try {
    for await (const part of readable(parts)) {
      if (part.type === 'file' && part.fieldname === 'file') {
        const file = await store(storage, part, target.taskId, formatId, room);
        files.push(file);
        room -= file.size;
      } else if (part.type === 'field' && part.fieldname === 'formatId') {
        formatId = String(part.value) || null;
        if (formatId !== null && !target.formatIds.has(formatId)) {
          throw badRequest('UNKNOWN_FORMAT', 'This format is not part of the task.', 'formatId');
        }
      } else if (part.type === 'field' && part.fieldname === 'message') {
        message = String(part.value).trim();
        if (message.length > MAX_FILE_MESSAGE || part.valueTruncated) {
          const sentence = validationSentence(parseIssue(tooLong));
          throw new AppError(400, 'INVALID', `message: ${sentence}`, 'message', { max: MAX_FILE_MESSAGE });
        }
      } else {
        throw badRequest('BAD_REQUEST', `Unknown part “${part.fieldname}”: send formatId, message, then file parts.`);
      }
    }
  } catch (err) {
    await discard(
      storage,
      files.map((f) => f.storageKey),
    );
    throw err;
  }
  if (files.length === 0) throw badRequest('NO_FILE', 'Choose a file to upload.', 'file');
  return { files, message };
}

/** The parts as they arrive; a body that cannot be parsed is the client's error (400), not a 500. */
async function* readable(parts: AsyncIterable<Multipart>) {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await iterator.next();
    } catch (err) {
      throw isClientError(err) ? err : badUpload();
    }
    if (next.done) return;
    yield next.value;
  }
}

const isClientError = (err: unknown) => {
  const status = (err as { statusCode?: unknown }).statusCode;
  return err instanceof AppError || (typeof status === 'number' && status < 500);
};

async function store(storage: FileStorage, part: MultipartFile, taskId: string, formatId: string | null, room: number) {
  const id = randomUUID();
  const name = cleanName(part.filename ?? '');
  const key = storageKey(taskId, id);
  const inspector = new FileInspector(name, room);
  try {
    await storage.put(
      key,
      pipeline(part.file, inspector, () => undefined),
    );
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    if (err instanceof AppError) throw err;
    // The body broke off or was malformed (the part's own error), or the storage failed (a 5xx).
    throw err === part.file.errored ? badUpload() : err;
  }
  const type = inspector.type;
  if (!type) throw new Error('the inspector passed a file without a type');
  return {
    id,
    name: storedName(name, type),
    size: inspector.size,
    type,
    sha256: inspector.sha256,
    storageKey: key,
    formatId,
  };
}
