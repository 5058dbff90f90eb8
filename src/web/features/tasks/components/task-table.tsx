import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { TaskSummary } from '../../../../shared/schemas/tasks.ts';
import { taskHref } from '../../../lib/paths.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { TaskChip } from './task-chip.tsx';
import { CopyTaskButton } from './copy-task-button.tsx';
import { DeleteTaskButton, TaskBest, TaskDeadline, TaskOffers, winnersText } from './task-row-parts.tsx';

// One line per task: long names are cut with an ellipsis (whole in their title); the winners wrap, every one shown.
const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

export type TaskRowsProps = { tasks: TaskSummary[]; onDelete: (task: TaskSummary) => void };

/** The task list at 1200 px and wider: one line per task (the cards below that, task-cards.tsx). */
export function TaskTable({ tasks, onDelete }: TaskRowsProps) {
  const ft = useTasksTexts();
  return (
    <Paper variant="outlined">
      <Table aria-label={ft('list.caption')} sx={{ tableLayout: 'fixed', '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ pl: '16px !important' }}>{ft('list.name')}</TableCell>
            <TableCell sx={{ width: 150 }}>{ft('list.state')}</TableCell>
            <TableCell sx={{ width: 100 }} align="right">
              {ft('list.offers')}
            </TableCell>
            <TableCell sx={{ width: 110 }} align="right">
              {ft('list.best')}
            </TableCell>
            <TableCell sx={{ width: 200 }}>{ft('fields.deadlineDate')}</TableCell>
            <TableCell sx={{ width: 150 }}>{ft('list.winners')}</TableCell>
            <TableCell sx={{ width: 88, position: 'relative' }}>
              <Box component="span" sx={visuallyHidden}>
                {ft('list.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tasks.map((task) => (
            <TableRow key={task.id} hover>
              <TableCell sx={{ ...oneLine, pl: '16px !important' }} title={task.note || undefined}>
                <Link component={RouterLink} to={taskHref(task.id)} sx={{ fontWeight: 600 }}>
                  {task.name}
                </Link>
              </TableCell>
              <TableCell>
                <TaskChip task={task} />
              </TableCell>
              <TableCell align="right">
                <TaskOffers task={task} />
              </TableCell>
              <TableCell align="right" sx={oneLine}>
                <TaskBest task={task} />
              </TableCell>
              <TableCell sx={oneLine}>
                <TaskDeadline task={task} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{winnersText(task)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <CopyTaskButton task={task} compact />
                <DeleteTaskButton task={task} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
