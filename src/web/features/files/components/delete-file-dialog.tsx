import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { TaskFile } from '../../../../shared/schemas/files.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../lib/form/notify.ts';
import { useDeleteFile } from '../api/delete-file.ts';
import { useFilesTexts } from '../i18n/texts.ts';
import { MessageField } from './message-field.tsx';

type Props = {
  taskId: string;
  /** Kept while the dialog closes, so its text does not change during the fade. */
  file: Pick<TaskFile, 'id' | 'name'> | null;
  open: boolean;
  /** After sending a deletion is an amendment: the printshops are told, with an optional word. */
  amendment: boolean;
  onClose: () => void;
};

/** Asks before a document is deleted; after sending says that the printshops are told. */
export function DeleteFileDialog({ taskId, file, open, amendment, onClose }: Props) {
  const ft = useFilesTexts();
  const notify = useNotify();
  const remove = useDeleteFile();
  const [message, setMessage] = useState('');
  const confirm = async () => {
    if (!file) return;
    try {
      await remove.mutateAsync({ taskId, fileId: file.id, amendment, message: message.trim() });
      notify.success(ft('delete.done'));
      setMessage('');
    } catch (error) {
      notify.error(error);
    }
    onClose();
  };
  const name = file?.name ?? '';
  return (
    <ConfirmDialog
      open={open && file !== null}
      danger
      title={ft('delete.title')}
      confirmLabel={ft('delete.confirm')}
      onConfirm={confirm}
      onClose={onClose}
      dirty={message.trim() !== ''}
    >
      <Stack spacing={2}>
        <span style={{ overflowWrap: 'anywhere' }}>{ft('delete.text', { name })}</span>
        {amendment ? (
          <>
            <span style={{ overflowWrap: 'anywhere' }}>{ft('delete.sentText', { name })}</span>
            <MessageField value={message} onChange={setMessage} />
          </>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
