import type { Multipart } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import { MAX_TASK_FILE_BYTES, type TaskFileList } from '../../../shared/schemas/files.ts';
import type { Change } from '../../../shared/schemas/revisions.ts';
import { refusal, TaskState } from '../../../shared/task-state.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound, refused } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { amendDocuments } from '../amendments/index.ts';
import { assertTask, changeTask, findTaskFormats, readTask } from '../tasks/index.ts';
import {
  deleteTaskFile,
  findTaskFile,
  insertTaskFiles,
  listTaskDownloads,
  listTaskFiles,
  taskFileBytes,
  type TaskFileRow,
} from './files.queries.ts';
import { taskTooLarge } from './inspect.ts';
import { discard } from '../../storage/storage.ts';
import { receive, type Received } from './upload.ts';

type FileDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'taskChanges' | 'storage'>;

const missingFile = () => notFound('The document');

/** A task's documents with who uploaded each and which printshops downloaded it. */
async function fileList(ex: Executor, workspaceId: string, taskId: string): Promise<TaskFileList> {
  const [files, downloads] = await Promise.all([listTaskFiles(ex, workspaceId, taskId), listTaskDownloads(ex, taskId)]);
  const items = files.map(({ createdAt, ...f }) => ({
    ...f,
    createdAt: Number(createdAt),
    downloads: downloads
      .filter((d) => d.fileId === f.id)
      .map(({ fileId: _, ...d }) => ({ ...d, firstAt: Number(d.firstAt), lastAt: Number(d.lastAt) })),
  }));
  return { items, totalBytes: items.reduce((sum, f) => sum + f.size, 0) };
}

export async function listFiles(deps: Pick<Deps, 'db'>, staff: Staff, taskId: string): Promise<TaskFileList> {
  await assertTask(deps.db, staff.workspace.id, taskId);
  return fileList(deps.db, staff.workspace.id, taskId);
}

/**
 * Stores the files of an upload, then writes their rows in one transaction, which also checks the task's
 * state and its 200 MB anew (another upload may have come meanwhile). After sending, the upload is an
 * amendment: a revision, and every invited printshop is mailed. Refused: no row, and the bytes removed.
 */
export async function uploadFiles(
  deps: FileDeps,
  staff: Staff,
  taskId: string,
  parts: AsyncIterable<Multipart> | undefined,
): Promise<TaskFileList> {
  const row = await readTask(deps.db, staff.workspace.id, taskId);
  const no = refusal('files', row.state);
  if (no) throw refused(no);
  if (!parts) throw badRequest('NO_FILE', 'Send the files as multipart/form-data parts named “file”.', 'file');
  const formatIds = new Set((await findTaskFormats(deps.db, taskId)).map((f) => f.id));
  const room = MAX_TASK_FILE_BYTES - (await taskFileBytes(deps.db, taskId));
  const upload = await receive(deps.storage, parts, { taskId, formatIds, room });
  const keys = upload.files.map((f) => f.storageKey);
  try {
    await changeTask(deps, staff.workspace.id, taskId, 'files', async (trx, opened) => {
      const added = upload.files.reduce((sum, f) => sum + f.size, 0);
      if ((await taskFileBytes(trx, taskId)) + added > MAX_TASK_FILE_BYTES) throw taskTooLarge();
      // An amendment may have removed the format meanwhile.
      if (upload.files.some((f) => f.formatId !== null && !opened.formats.some((x) => x.id === f.formatId))) {
        throw badRequest('UNKNOWN_FORMAT', 'This format is not part of the task.', 'formatId');
      }
      const now = Date.now();
      // A millisecond apart, so the files of one upload are listed in the order they came.
      await insertTaskFiles(
        trx,
        upload.files.map((f, i) => toRow(f, taskId, staff, now + i)),
      );
      for (const f of upload.files) await recordEvent(trx, { staff, taskId, kind: 'file-added', subject: f.name });
      if (opened.row.state === TaskState.sent) {
        const changes = upload.files.map((f) => documentChange(f, 'added'));
        await amendDocuments(deps, trx, staff, opened, changes, upload.message);
      }
    });
  } catch (err) {
    await discard(deps.storage, keys);
    throw err;
  }
  return fileList(deps.db, staff.workspace.id, taskId);
}

/** Deletes a document: the row at once, the bytes after the commit; after sending, an amendment as above. */
export async function deleteFile(deps: FileDeps, staff: Staff, taskId: string, fileId: string, message: string) {
  const file = await changeTask(deps, staff.workspace.id, taskId, 'files', async (trx, opened) => {
    const found = await findTaskFile(trx, taskId, fileId, staff.workspace.id);
    if (!found) throw missingFile();
    await deleteTaskFile(trx, fileId);
    await recordEvent(trx, { staff, taskId, kind: 'file-removed', subject: found.name });
    if (opened.row.state === TaskState.sent) {
      await amendDocuments(deps, trx, staff, opened, [documentChange(found, 'removed')], message);
    }
    return found;
  });
  await discard(deps.storage, [file.storageKey]);
  return fileList(deps.db, staff.workspace.id, taskId);
}

/** A document's row and bytes for staff of the task's workspace. */
export async function openFile(deps: Pick<Deps, 'db' | 'storage'>, staff: Staff, taskId: string, fileId: string) {
  await assertTask(deps.db, staff.workspace.id, taskId);
  const file = await findTaskFile(deps.db, taskId, fileId, staff.workspace.id);
  return bytesOf(deps, file);
}

/** The bytes of a file row (a document, a proof); 404 (`missing`) when the row or its bytes are gone. */
export async function bytesOf<F extends Pick<TaskFileRow, 'storageKey'>>(
  deps: Pick<Deps, 'storage'>,
  file: F | undefined,
  missing = missingFile,
): Promise<{ file: F; body: Readable }> {
  const body = file && (await deps.storage.get(file.storageKey));
  if (!file || !body) throw missing();
  return { file, body };
}

const documentChange = (f: { id: string; name: string }, change: 'added' | 'removed'): Change => ({
  field: 'document',
  fileId: f.id,
  name: f.name,
  change,
});

const toRow = (f: Received, taskId: string, staff: Staff, createdAt: number) => ({
  id: f.id,
  taskId,
  workspaceId: staff.workspace.id,
  formatId: f.formatId,
  name: f.name,
  size: f.size,
  type: f.type,
  sha256: f.sha256,
  storageKey: f.storageKey,
  uploadedBy: staff.user.id,
  createdAt,
});
