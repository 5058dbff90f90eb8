import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { offersOpen, TaskState } from '../../../../shared/task-state.ts';
import { Section } from '../../../components/section.tsx';
import { workspaceDay } from '../../../lib/calendar.ts';
import { useSupplierTasks } from '../../../api/get-supplier-tasks.ts';
import { useRemindersTexts } from '../i18n/texts.ts';
import { awaitingConfirmation, reminderRecipients } from '../lib/reminders.ts';
import { ConfirmationsWaiting } from './confirmations-waiting.tsx';
import { ReminderForm } from './reminder-form.tsx';
import { SendReminderDialog } from './send-reminder-dialog.tsx';

/**
 * The task's reminder settings until it ends; while it takes offers also a reminder by hand, asked first, and
 * what waits to be confirmed after an amendment, with a reminder to exactly those printshops.
 */
export function ReminderSection({ task }: { task: Task }) {
  const ft = useRemindersTexts();
  const suppliers = useSupplierTasks(task.id, { watch: task.state === TaskState.sent });
  const [asking, setAsking] = useState<'all' | 'confirm' | null>(null);
  if (task.state > TaskState.sent) return null;
  const open = offersOpen(task, workspaceDay());
  const count = reminderRecipients(suppliers.data ?? []).length;
  const waiting = awaitingConfirmation(suppliers.data ?? []);
  const sendNow = open ? (
    <Button variant="outlined" onClick={() => setAsking('all')} disabled={!suppliers.data || count === 0}>
      {ft('reminders.sendNow')}
    </Button>
  ) : null;
  return (
    <Section title={ft('reminders.title')} actions={sendNow}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {ft('reminders.intro')}
        </Typography>
        {open && suppliers.data && count === 0 ? <Alert severity="info">{ft('reminders.nobody')}</Alert> : null}
        <ConfirmationsWaiting task={task} waiting={waiting} canRemind={open} onRemind={() => setAsking('confirm')} />
        {/* Read anew when the saved settings change (here or by a colleague). */}
        <ReminderForm key={`${task.remindDays}:${task.unopenedDays}`} task={task} />
      </Stack>
      <SendReminderDialog
        taskId={task.id}
        count={asking === 'confirm' ? waiting.length : count}
        confirming={asking === 'confirm' ? waiting.map((s) => s.supplierId) : undefined}
        open={asking !== null}
        onClose={() => setAsking(null)}
      />
    </Section>
  );
}
