import Dialog from '@mui/material/Dialog';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useTaskDefaults } from '../api/get-task-defaults.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { CreateTaskForm } from './create-task-form.tsx';

/**
 * Full-screen on every device (SPEC.md §2); the form inside starts afresh each time it opens. Closing it
 * with something typed asks first.
 */
export function CreateTaskDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ft = useTasksTexts();
  const defaults = useTaskDefaults();
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setDirty(false);
    setAsking(false);
    onClose();
  };
  const requestClose = () => (dirty ? setAsking(true) : close());
  return (
    <Dialog fullScreen open={open} onClose={requestClose} aria-labelledby="create-task-title">
      {defaults.isPending ? (
        <Loading minHeight="100vh" />
      ) : (
        <CreateTaskForm defaults={defaults.data} onDirty={setDirty} onClose={requestClose} onCreated={close} />
      )}
      <ConfirmDialog
        open={asking}
        danger
        title={ft('unsaved.title')}
        confirmLabel={ft('unsaved.leave')}
        onConfirm={async () => close()}
        onClose={() => setAsking(false)}
      >
        {ft('unsaved.newText')}
      </ConfirmDialog>
    </Dialog>
  );
}
