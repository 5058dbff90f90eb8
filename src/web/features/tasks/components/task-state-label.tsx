import Box from '@mui/material/Box';
import type { TaskStateValue } from '../../../../shared/task-state.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { taskStates } from '../lib/task-states.ts';

/** A task's state text with a coloured dot; wraps on narrow screens. */
export function TaskStateLabel({ state }: { state: TaskStateValue }) {
  const ft = useTasksTexts();
  const { key, color } = taskStates[state];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: `${color}.main`, flexShrink: 0 }}
      />
      {ft(`states.${key}`)}
    </Box>
  );
}
