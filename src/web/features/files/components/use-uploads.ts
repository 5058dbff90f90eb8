import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { taskQueryKey } from '../../../api/get-task.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { filesQueryKey } from '../api/get-files.ts';
import { uploadFiles } from '../api/upload-files.ts';
import { useFilesTexts } from '../i18n/texts.ts';
import { batchesOf, refusalsOf, uploadsReducer, type Upload } from '../lib/upload-queue.ts';

type UploadOptions = { formatId: string | null; message: string };

/**
 * The task's uploads: `start` checks the files, then sends them one after the other (after sending, all in
 * one request: one amendment); `uploads` are those waiting, on their way, or refused with the reason.
 */
export function useUploads(task: Pick<Task, 'id' | 'state'>, storedBytes: number) {
  const ft = useFilesTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [uploads, dispatch] = useReducer(uploadsReducer, []);
  const next = useRef(0);
  const amendment = task.state === TaskState.sent;

  /** Sends one request; answers how many files it stored. */
  const send = async (batch: { key: string; file: File }[], options: UploadOptions): Promise<number> => {
    const keys = batch.map((b) => b.key);
    dispatch({ type: 'progress', keys, fraction: 0 });
    try {
      const files = batch.map((b) => b.file);
      const onProgress = (fraction: number) => dispatch({ type: 'progress', keys, fraction });
      // The answer is the task's whole list.
      queryClient.setQueryData(
        filesQueryKey(task.id),
        await uploadFiles({ taskId: task.id, files, ...options, onProgress }),
      );
      dispatch({ type: 'done', keys });
      // An amendment: the task's revisions and its mail log.
      if (amendment) await queryClient.invalidateQueries({ queryKey: taskQueryKey(task.id) });
      return files.length;
    } catch (error) {
      dispatch({ type: 'failed', keys, error: errorMessage(t, error) });
      return 0;
    }
  };

  const start = async (files: File[], options: UploadOptions) => {
    const pending = uploads.filter((u) => u.state !== 'failed').reduce((sum, u) => sum + u.size, 0);
    const refusals = refusalsOf(
      files.map((f) => f.size),
      storedBytes + pending,
    );
    const added: Upload[] = files.map((file, i) => {
      const code = refusals[i];
      const error = code ? errorMessage(t, new ApiError(400, code, '')) : null;
      next.current += 1;
      return {
        key: `u${next.current}`,
        name: file.name,
        size: file.size,
        loaded: 0,
        state: code ? 'failed' : 'waiting',
        error,
      };
    });
    dispatch({ type: 'add', uploads: added });
    const admitted = added.flatMap((u, i) => (u.state === 'waiting' ? [{ key: u.key, file: files[i]! }] : []));
    let stored = 0;
    for (const batch of batchesOf(admitted, amendment)) stored += await send(batch, options);
    if (stored > 0) notify.success(ft('uploaded', { count: stored }));
  };

  return { uploads, start, dismiss: (key: string) => dispatch({ type: 'dismiss', key }) };
}
