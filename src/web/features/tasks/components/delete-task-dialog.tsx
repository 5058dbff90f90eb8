import type { TaskSummary } from '../../../../shared/schemas/tasks.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../lib/form/notify.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useTasksTexts } from '../i18n/texts.ts';

type Props = {
  /** Kept while the dialog closes, so its text does not change during the fade. */
  task: TaskSummary | null;
  open: boolean;
  onClose: () => void;
};

/** Asks before a task goes, with everything that hangs on it. */
export function DeleteTaskDialog({ task, open, onClose }: Props) {
  const ft = useTasksTexts();
  const notify = useNotify();
  const remove = useDeleteTask();

  const confirm = async () => {
    if (!task) return;
    try {
      await remove.mutateAsync(task.id);
      notify.success(ft('remove.done'));
      onClose();
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <ConfirmDialog
      open={open && task !== null}
      danger
      title={ft('remove.title')}
      confirmLabel={ft('remove.confirm')}
      onConfirm={confirm}
      onClose={onClose}
    >
      {ft('remove.text', { name: task?.name ?? '' })}
    </ConfirmDialog>
  );
}
