import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_TYPES, MAX_FILE_BYTES, type FileType } from '../../../shared/schemas/files.ts';
import { AppError, badRequest } from '../../errors.ts';
import { ArchiveCheck } from './archive-check.ts';
import { programKind } from './programs.ts';

// How much of a file's start decides its type: an Office file's [Content_Types].xml, which tells XLSX and
// DOCX from a plain ZIP, comes first in the archive; a megabyte holds it with room to spare.
const HEAD_BYTES = 1024 * 1024;
// ZIP and the Office formats that are ZIPs; their entries are checked.
const ARCHIVES = new Set<FileType>([
  'application/zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

const isFileType = (mime: string | undefined): mime is FileType => FILE_TYPES.includes(mime as FileType);

/** The type of a file from its first bytes, one of FILE_TYPES, else undefined. */
export async function recognise(head: Uint8Array): Promise<FileType | undefined> {
  try {
    const mime = (await fileTypeFromBuffer(head))?.mime;
    return isFileType(mime) ? mime : undefined;
  } catch {
    return undefined; // a file its parser chokes on is no file we take
  }
}

export const refusedType = (name: string) =>
  new AppError(
    400,
    'FILE_TYPE_REFUSED',
    `${name}: this kind of file is not taken. Upload a PDF, PNG, JPEG, TIFF, ZIP, XLSX or DOCX file.`,
    'file',
    { name },
  );

const program = (name: string, kind: string) =>
  new AppError(
    400,
    'FILE_EXECUTABLE',
    `${name} is ${kind}: programs and scripts are not taken, whatever their name.`,
    'file',
    { name },
  );

export const tooLarge = (name: string) =>
  new AppError(400, 'FILE_TOO_LARGE', `${name} is larger than 50 MB.`, 'file', { name });

export const taskTooLarge = () =>
  badRequest('TASK_FILES_TOO_LARGE', 'The task’s documents would exceed 200 MB together. Remove one first.', 'file');

/**
 * Passes a file's bytes through while counting them, hashing them (SHA-256), telling the type from the first
 * megabyte and, for an archive, checking its entries (archive-check.ts); it fails with the refusal as soon as
 * the file breaks a rule, so no refused file is stored whole. `room`: the bytes the task may still take.
 */
export class FileInspector extends Transform {
  size = 0;
  type: FileType | undefined;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private archive: ArchiveCheck | undefined;

  constructor(
    private readonly name: string,
    private readonly room: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > MAX_FILE_BYTES) return done(tooLarge(this.name));
    if (this.size > this.room) return done(taskTooLarge());
    this.hash.update(chunk);
    if (this.type) {
      if (!this.archive) return done(null, chunk);
      this.archive.add(chunk).then(() => done(null, chunk), done);
      return;
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < HEAD_BYTES) return done();
    this.release().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0)
      return done(new AppError(400, 'FILE_EMPTY', `${this.name} is empty.`, 'file', { name: this.name }));
    const released = this.type ? Promise.resolve() : this.release();
    released.then(() => this.archiveRefusal()).then((refusal) => done(refusal), done);
  }

  /** Why the archive that passed is refused: a directory that cannot be read, or an entry that runs or escapes. */
  private async archiveRefusal(): Promise<AppError | undefined> {
    if (!this.archive) return undefined;
    await this.archive.finish();
    const verdict = this.archive.verdict(this.name);
    return verdict === 'unreadable' ? refusedType(this.name) : verdict;
  }

  /** The SHA-256 of every byte that passed, as hex; once the stream ended. */
  get sha256(): string {
    return this.hash.copy().digest('hex');
  }

  private async release(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = await recognise(head);
    if (!this.type) {
      const kind = programKind(head);
      throw kind ? program(this.name, kind) : refusedType(this.name);
    }
    if (ARCHIVES.has(this.type)) {
      this.archive = new ArchiveCheck();
      await this.archive.add(head);
    }
    this.push(head);
  }
}
