import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TaskSummary } from '../../../../shared/schemas/tasks.ts';
import { refusal } from '../../../../shared/task-state.ts';
import { taskHref } from '../../../lib/paths.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { TaskStateLabel } from './task-state-label.tsx';

// On a phone the note and the state move under the name and the format count drops out.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };
const phoneOnly = { display: { sm: 'none' } };
// A long note shows its first lines (all of it on hover and on the task's page): a row stays a row.
const clamped = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'break-word',
} as const;

export function TaskTable({ tasks, onDelete }: { tasks: TaskSummary[]; onDelete: (task: TaskSummary) => void }) {
  const ft = useTasksTexts();
  const { date } = useFormat();
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table aria-label={ft('list.caption')}>
        <TableHead>
          <TableRow>
            <TableCell>{ft('list.name')}</TableCell>
            <TableCell sx={wideOnly}>{ft('list.note')}</TableCell>
            <TableCell sx={wideOnly} align="right">
              {ft('list.formats')}
            </TableCell>
            <TableCell sx={wideOnly}>{ft('fields.deadlineDate')}</TableCell>
            <TableCell sx={wideOnly}>{ft('list.state')}</TableCell>
            <TableCell align="right">{ft('list.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tasks.map((task) => (
            <TableRow key={task.id} hover>
              <TableCell sx={{ fontWeight: 600, minWidth: 120 }}>
                {task.name}
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ ...clamped, display: { xs: '-webkit-box', sm: 'none' }, fontWeight: 400 }}
                >
                  {task.note}
                </Typography>
                <Typography variant="body2" sx={{ ...phoneOnly, fontWeight: 400, mt: 0.5 }}>
                  <TaskStateLabel state={task.state} />
                </Typography>
              </TableCell>
              <TableCell sx={{ ...wideOnly, width: '30%' }}>
                <Box title={task.note} sx={clamped}>
                  {task.note}
                </Box>
              </TableCell>
              <TableCell sx={wideOnly} align="right">
                {task.formatCount}
              </TableCell>
              <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
                {task.deadlineDate === null ? '–' : date(task.deadlineDate)}
              </TableCell>
              <TableCell sx={{ ...wideOnly, minWidth: 200 }}>
                <TaskStateLabel state={task.state} />
              </TableCell>
              <TableCell align="right">
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={0.5}
                  sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
                >
                  <Button
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={taskHref(task.id)}
                    aria-label={ft('list.openTask', { name: task.name })}
                  >
                    {ft('list.open')}
                  </Button>
                  {/* A sent task is cancelled on its page, not deleted: the space keeps the column aligned. */}
                  {refusal('delete', task.state) ? (
                    <Box sx={{ width: 34 }} />
                  ) : (
                    <IconButton
                      size="small"
                      aria-label={ft('list.delete', { name: task.name })}
                      onClick={() => onDelete(task)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
