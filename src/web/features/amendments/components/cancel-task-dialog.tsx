import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../lib/form/notify.ts';
import { useCancelTask } from '../api/change-sent-task.ts';
import { useAmendmentsTexts } from '../i18n/texts.ts';
import { GrowingTextField } from '../../../components/form/growing-text-field.tsx';

/** Asks before a sent task ends without an order, with a message to every invited printshop. */
export function CancelTaskDialog({ task, open, onClose }: { task: Task; open: boolean; onClose: () => void }) {
  const ft = useAmendmentsTexts();
  const notify = useNotify();
  const cancel = useCancelTask();
  const [message, setMessage] = useState('');
  const confirm = async () => {
    try {
      await cancel.mutateAsync({ taskId: task.id, body: { message: message.trim() } });
      notify.success(ft('cancel.done'));
      onClose();
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      danger
      title={ft('cancel.title')}
      confirmLabel={ft('cancel.confirm')}
      onConfirm={confirm}
      onClose={onClose}
      dirty={message.trim() !== ''}
    >
      <Stack spacing={2}>
        <span>{ft('cancel.text', { name: task.name })}</span>
        <GrowingTextField label={ft('cancel.message')} value={message} onChange={(e) => setMessage(e.target.value)} />
      </Stack>
    </ConfirmDialog>
  );
}
