import type { AlertColor } from '@mui/material/Alert';
import type { TaskStateValue } from '../../../../shared/task-state.ts';

/** The key of a task state's text (GLOSSARY.md) and how strongly it is shown. */
export const taskStates: Record<TaskStateValue, { key: 'pending' | 'ready' | 'editable' | 'sent' | 'done'; color: AlertColor }> = {
  0: { key: 'pending', color: 'warning' },
  5: { key: 'ready', color: 'info' },
  10: { key: 'editable', color: 'info' },
  50: { key: 'sent', color: 'success' },
  99: { key: 'done', color: 'success' },
};

/** What the server may name in a task's `missing`, in the order the form shows the fields. */
export const MISSING_FIELDS = ['name', 'note', 'address', 'lettershop', 'deliveryDate', 'deadlineDate', 'formats'] as const;
export type MissingField = (typeof MISSING_FIELDS)[number];
