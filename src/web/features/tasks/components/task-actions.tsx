import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { refusal } from '../../../../shared/task-state.ts';
import { usePreviewLink } from '../api/get-preview-link.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { CancelTaskDialog } from './cancel-task-dialog.tsx';

/** Beside the task's title: the printshop page's preview, and cancelling a sent tender. */
export function TaskActions({ task }: { task: Task }) {
  const ft = useTasksTexts();
  const preview = usePreviewLink(task.id);
  const [cancelling, setCancelling] = useState(false);
  const cancellable = refusal('cancel', task.state) === null;
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
      {cancellable ? (
        <>
          <Button variant="outlined" size="small" color="error" onClick={() => setCancelling(true)}>
            {ft('cancel.open')}
          </Button>
          <CancelTaskDialog task={task} open={cancelling} onClose={() => setCancelling(false)} />
        </>
      ) : null}
    </Stack>
  );
}
