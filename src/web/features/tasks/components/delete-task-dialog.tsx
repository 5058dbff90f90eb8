import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import type { TaskSummary } from '../../../../shared/schemas/tasks.ts';
import { useNotify } from '../../../lib/notify.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useTasksTexts } from '../i18n/texts.ts';

/** Asks before a task goes, with everything that hangs on it. */
type Props = {
  /** Kept while the dialog closes, so its text does not change during the fade. */
  task: TaskSummary | null;
  open: boolean;
  onClose: () => void;
};

export function DeleteTaskDialog({ task, open, onClose }: Props) {
  const tt = useTasksTexts();
  const notify = useNotify();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteTask();

  const confirm = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      enqueueSnackbar(tt('remove.done'), { variant: 'success' });
      onClose();
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <Dialog open={open && task !== null} onClose={onClose} aria-labelledby="delete-task-title">
      <DialogTitle id="delete-task-title">{tt('remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{tt('remove.text', { name: task?.name ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tt('remove.cancel')}</Button>
        <Button color="error" variant="contained" loading={remove.isPending} onClick={() => task && void confirm(task.id)}>
          {tt('remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
