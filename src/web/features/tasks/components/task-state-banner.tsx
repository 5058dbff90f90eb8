import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { MISSING_FIELDS, taskStates } from '../lib/task-states.ts';

/**
 * The state text (docs/glossary.md#task-state-texts); while pending also what keeps the task from being sent.
 * A done task without a printshop of its own was split across several (docs/product.md#award-and-order).
 */
export function TaskStateBanner({ task }: { task: Pick<Task, 'state' | 'missing' | 'supplierId'> }) {
  const ft = useTasksTexts();
  const { key, color } = taskStates[task.state];
  const missing = MISSING_FIELDS.filter((field) => task.missing.includes(field));
  const done = task.state === TaskState.done;
  const text = done && task.supplierId === null ? ft('states.doneSplit') : ft(`states.${key}`);
  return (
    <Alert
      role="status"
      severity={color}
      variant={done ? 'filled' : 'standard'}
      icon={done ? <TaskAltOutlined /> : undefined}
      sx={{ border: 1, borderColor: `${color}.light` }}
    >
      <AlertTitle sx={{ mb: missing.length ? 0.5 : 0, mt: 0 }}>{text}</AlertTitle>
      {missing.length
        ? ft('detail.missing', { fields: missing.map((field) => ft(`fields.${field}`)).join(', ') })
        : null}
    </Alert>
  );
}
