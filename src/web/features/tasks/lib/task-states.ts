import type { AlertColor } from '@mui/material/Alert';
import { TaskState, type TaskStateValue } from '../../../../shared/task-state.ts';

/** The key of a task state's text (docs/glossary.md#task-state-texts) and how strongly it is shown. */
export const taskStates: Record<TaskStateValue, { key: keyof typeof TaskState; color: AlertColor }> = {
  [TaskState.pending]: { key: 'pending', color: 'warning' },
  [TaskState.ready]: { key: 'ready', color: 'info' },
  [TaskState.editable]: { key: 'editable', color: 'info' },
  [TaskState.sent]: { key: 'sent', color: 'success' },
  [TaskState.cancelled]: { key: 'cancelled', color: 'warning' },
  [TaskState.done]: { key: 'done', color: 'success' },
};

/** What the server may name in a task's `missing`, in the order the form shows the fields. */
export const MISSING_FIELDS = ['name', 'address', 'deliveryDate', 'deadlineDate', 'formats'] as const;
