import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { taskHref } from '../../../lib/paths.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { TaskChip } from './task-chip.tsx';
import { CopyTaskButton } from './copy-task-button.tsx';
import { DeleteTaskButton, TaskBest, TaskDeadline, TaskOffers, winnersText } from './task-row-parts.tsx';
import type { TaskRowsProps } from './task-table.tsx';

/** The task list below 1200 px: a card per task, its deadline always in view. */
export function TaskCards({ tasks, onDelete }: TaskRowsProps) {
  const ft = useTasksTexts();
  return (
    <Stack component="ul" aria-label={ft('list.caption')} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {tasks.map((task) => (
        <Paper component="li" key={task.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Link
              component={RouterLink}
              to={taskHref(task.id)}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere', pt: 0.25 }}
            >
              {task.name}
            </Link>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
              <TaskChip task={task} />
              <CopyTaskButton task={task} compact />
              <DeleteTaskButton task={task} onDelete={onDelete} />
            </Stack>
          </Stack>
          <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, m: 0, mt: 0.5 }}>
            <Fact label={ft('fields.deadlineDate')}>
              <TaskDeadline task={task} />
            </Fact>
            <Fact label={ft('list.offers')}>
              <TaskOffers task={task} />
            </Fact>
            <Fact label={ft('list.best')}>
              <TaskBest task={task} />
            </Fact>
            {task.winners.length ? <Fact label={ft('list.winners')}>{winnersText(task)}</Fact> : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Typography component="div" variant="body2" sx={{ display: 'flex', gap: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}:
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Typography>
  );
}
