import Dialog from '@mui/material/Dialog';
import { useState } from 'react';
import { Loading } from '../../../components/loading.tsx';
import { useDiscardGuard } from '../../../components/use-discard-guard.tsx';
import { useTaskDefaults } from '../api/get-task-defaults.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { CreateTaskForm } from './create-task-form.tsx';

/**
 * Full-screen on every device (a task has many fields); the form inside starts afresh each time it opens. Closing it
 * with something typed asks first.
 */
export function CreateTaskDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ft = useTasksTexts();
  const defaults = useTaskDefaults();
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onClose();
  };
  const guard = useDiscardGuard(dirty, close, ft('unsaved.newText'));
  return (
    <Dialog fullScreen open={open} onClose={guard.requestClose} aria-labelledby="create-task-title">
      {defaults.isPending ? (
        <Loading minHeight="100vh" />
      ) : (
        <CreateTaskForm defaults={defaults.data} onDirty={setDirty} onClose={guard.requestClose} onCreated={close} />
      )}
      {guard.prompt}
    </Dialog>
  );
}
