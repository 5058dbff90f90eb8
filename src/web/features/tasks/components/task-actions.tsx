import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { usePreviewLink } from '../api/get-preview-link.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { CopyTaskButton } from './copy-task-button.tsx';

/**
 * Beside the task's title: the printshop page's preview, copying the task, then `cancelAction` (cancelling a sent task, the
 * amendments feature's, composed in the task page).
 */
export function TaskActions({ task, cancelAction }: { task: Pick<Task, 'id' | 'name'>; cancelAction?: ReactNode }) {
  const ft = useTasksTexts();
  const preview = usePreviewLink(task.id);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        size="small"
        href={preview.data?.url ?? ''}
        disabled={!preview.data}
        target="_blank"
        rel="noopener"
        endIcon={<OpenInNewOutlined />}
        aria-label={ft('preview.label')}
      >
        {ft('preview.open')}
      </Button>
      <CopyTaskButton task={task} />
      {cancelAction}
    </Stack>
  );
}
