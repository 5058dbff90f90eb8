import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TaskSummary } from '../../../../shared/schemas/tasks.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { taskStates } from '../lib/task-states.ts';

type Chipped = Pick<TaskSummary, 'state' | 'daysLeft'>;

/** The short word of a task's state in the list; a sent task whose deadline day is over says so. */
type ChipKey = 'pending' | 'ready' | 'sent' | 'deadlinePassed' | 'cancelled' | 'done';

function chipOf(task: Chipped): { key: ChipKey; color: ChipProps['color'] } {
  if (task.state === TaskState.sent && task.daysLeft !== null && task.daysLeft < 0) {
    return { key: 'deadlinePassed', color: 'warning' };
  }
  const key = taskStates[task.state].key;
  if (key === 'editable') return { key: 'ready', color: 'info' };
  const colors = { pending: 'default', ready: 'info', sent: 'primary', cancelled: 'default', done: 'success' } as const;
  return { key, color: colors[key] };
}

/** A task's state as a short chip; the glossary's whole sentence is its tooltip (docs/glossary.md#task-state-texts). */
export function TaskChip({ task }: { task: Chipped }) {
  const ft = useTasksTexts();
  const { key, color } = chipOf(task);
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={ft(`chips.${key}`)}
      title={ft(`states.${taskStates[task.state].key}`)}
    />
  );
}
