import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { refusal } from '../../../../shared/task-state.ts';
import { useAmendmentsTexts } from '../i18n/texts.ts';
import { CancelTaskDialog } from './cancel-task-dialog.tsx';

/** The button beside a sent task's title that cancels it, asked first; nothing while the state allows no cancel. */
export function CancelTaskAction({ task }: { task: Task }) {
  const ft = useAmendmentsTexts();
  const [cancelling, setCancelling] = useState(false);
  if (refusal('cancel', task.state) !== null) return null;
  return (
    <>
      <Button variant="outlined" size="small" color="error" onClick={() => setCancelling(true)}>
        {ft('cancel.open')}
      </Button>
      <CancelTaskDialog task={task} open={cancelling} onClose={() => setCancelling(false)} />
    </>
  );
}
