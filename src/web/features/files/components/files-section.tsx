import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { refusal, TaskState } from '../../../../shared/task-state.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useFiles } from '../api/get-files.ts';
import { useFilesTexts } from '../i18n/texts.ts';
import { AmendUploadDialog } from './amend-upload-dialog.tsx';
import { DropZone } from './drop-zone.tsx';
import { FileList } from './file-list.tsx';
import { UploadControls } from './upload-controls.tsx';
import { UploadList } from './upload-list.tsx';
import { useUploads } from './use-uploads.ts';

/**
 * The task's documents: dropped on the section or chosen, uploaded with their progress, listed with who
 * downloaded them. After sending, adding or deleting one is an amendment the printshops are told of.
 */
export function FilesSection({ task }: { task: Task }) {
  const ft = useFilesTexts();
  const files = useFiles(task.id, { watch: task.state === TaskState.sent });
  const storedBytes = files.data?.totalBytes ?? 0;
  const { uploads, start, dismiss } = useUploads(task, storedBytes);
  const [formatId, setFormatId] = useState('');
  // After sending, the files wait here for the amendment's message.
  const [asking, setAsking] = useState<{ files: File[]; open: boolean }>({ files: [], open: false });
  const editable = refusal('files', task.state) === null;
  const amendment = task.state === TaskState.sent;

  // A format an amendment removed meanwhile is no choice any more.
  const format = task.formats.some((f) => f.id === formatId) ? formatId : '';
  const upload = (chosen: File[], message: string) => void start(chosen, { formatId: format || null, message });
  const take = (chosen: File[]) => {
    if (chosen.length === 0) return;
    if (amendment) setAsking({ files: chosen, open: true });
    else upload(chosen, '');
  };

  const empty = (
    <EmptyState icon={<AttachFileOutlined />} title={ft('empty')} hint={editable ? ft('emptyHint') : undefined} />
  );
  return (
    <>
      <DropZone enabled={editable} onFiles={take}>
        <Section title={ft('title')}>
          <Stack spacing={2}>
            {editable ? (
              <UploadControls
                formats={task.formats}
                formatId={format}
                onFormat={setFormatId}
                storedBytes={storedBytes}
                onFiles={take}
              />
            ) : null}
            <UploadList uploads={uploads} onDismiss={dismiss} />
            <QueryState
              query={files}
              failed={ft('loadFailed')}
              minHeight={80}
              isEmpty={(list) => list.items.length === 0}
              empty={empty}
            >
              {(list) => <FileList task={task} files={list.items} editable={editable} />}
            </QueryState>
          </Stack>
        </Section>
      </DropZone>
      <AmendUploadDialog
        files={asking.files}
        open={asking.open}
        onSend={(message) => upload(asking.files, message)}
        onClose={() => setAsking((a) => ({ ...a, open: false }))}
      />
    </>
  );
}
