import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { refusal } from '../../../../shared/task-state.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { TaskForm, type AmendDialogProps } from './task-form.tsx';

type Props = { task: Task; amendDialog: (props: AmendDialogProps) => ReactNode };

/**
 * A sent task's fields and formats, read-only: what the printshops were invited to. Amend opens them to change
 * and send as an amendment (docs/product.md#task-page); a closed task has no Amend.
 */
export function SentSpec({ task, amendDialog }: Props) {
  const ft = useTasksTexts();
  const [amending, setAmending] = useState(false);
  const canAmend = refusal('amend', task.state) === null;
  const mode = canAmend && amending ? 'amend' : 'closed';
  return (
    <Stack spacing={1}>
      {canAmend && !amending ? (
        <Box>
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setAmending(true)}>
            {ft('amend.start')}
          </Button>
        </Box>
      ) : null}
      {/* Remounted when the mode changes, so text typed but not saved does not stay behind. */}
      <TaskForm key={`${task.id}:${mode}`} task={task} mode={mode} amendDialog={amendDialog} />
    </Stack>
  );
}
