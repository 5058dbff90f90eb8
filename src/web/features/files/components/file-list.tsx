import { useState } from 'react';
import type { TaskFile } from '../../../../shared/schemas/files.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { useFilesTexts } from '../i18n/texts.ts';
import { DeleteFileDialog } from './delete-file-dialog.tsx';
import { FileItem } from './file-item.tsx';
import { PreviewDialog } from './preview-dialog.tsx';

type Shown = { file: TaskFile | null; open: boolean };
const closed = (s: Shown): Shown => ({ ...s, open: false });

/** The task's documents, with a preview and, while the task can change, deletion (asked first). */
export function FileList({ task, files, editable }: { task: Task; files: TaskFile[]; editable: boolean }) {
  const ft = useFilesTexts();
  const [preview, setPreview] = useState<Shown>({ file: null, open: false });
  const [removing, setRemoving] = useState<Shown>({ file: null, open: false });
  const formatTitle = (id: string | null) =>
    id === null ? null : (task.formats.find((f) => f.id === id)?.title ?? null);
  return (
    <>
      <ul aria-label={ft('list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {files.map((file) => (
          <FileItem
            key={file.id}
            taskId={task.id}
            file={file}
            format={formatTitle(file.formatId)}
            sent={task.state >= TaskState.sent}
            onPreview={() => setPreview({ file, open: true })}
            onDelete={editable ? () => setRemoving({ file, open: true }) : undefined}
          />
        ))}
      </ul>
      <PreviewDialog taskId={task.id} file={preview.file} open={preview.open} onClose={() => setPreview(closed)} />
      <DeleteFileDialog
        taskId={task.id}
        file={removing.file}
        open={removing.open}
        amendment={task.state === TaskState.sent}
        onClose={() => setRemoving(closed)}
      />
    </>
  );
}
