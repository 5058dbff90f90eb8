import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useNavigate } from 'react-router';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { taskHref } from '../../../lib/paths.ts';
import { useCopyTask } from '../api/copy-task.ts';
import { useTasksTexts } from '../i18n/texts.ts';

type Props = {
  task: Pick<Task, 'id' | 'name'>;
  /** An icon with the task's name as its label (a row of the task list), else a button with text. */
  compact?: boolean;
};

/** Copies the task at once and opens the copy, a draft to rename and date (docs/product.md#copy). */
export function CopyTaskButton({ task, compact = false }: Props) {
  const ft = useTasksTexts();
  const notify = useNotify();
  const navigate = useNavigate();
  const copy = useCopyTask();

  const run = async () => {
    try {
      const made = await copy.mutateAsync(task.id);
      notify.success(ft('copy.done'));
      await navigate(taskHref(made.id));
    } catch (error) {
      notify.error(error);
    }
  };

  if (compact) {
    return (
      <IconButton
        size="small"
        aria-label={ft('copy.labelOf', { name: task.name })}
        disabled={copy.isPending}
        onClick={run}
      >
        <ContentCopyOutlined fontSize="small" />
      </IconButton>
    );
  }
  return (
    <Button variant="outlined" size="small" startIcon={<ContentCopyOutlined />} loading={copy.isPending} onClick={run}>
      {ft('copy.label')}
    </Button>
  );
}
