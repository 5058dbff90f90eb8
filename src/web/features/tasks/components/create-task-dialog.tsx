import Dialog from '@mui/material/Dialog';
import { Loading } from '../../../components/loading.tsx';
import { useTaskDefaults } from '../api/get-task-defaults.ts';
import { CreateTaskForm } from './create-task-form.tsx';

/** Full-screen on every device (SPEC.md §2); the form inside starts afresh each time it opens. */
export function CreateTaskDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const defaults = useTaskDefaults();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="create-task-title">
      {defaults.isPending ? (
        <Loading minHeight="100vh" />
      ) : (
        <CreateTaskForm defaults={defaults.data} onClose={onClose} />
      )}
    </Dialog>
  );
}
