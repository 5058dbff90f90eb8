import AddOutlined from '@mui/icons-material/AddOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { TaskSummary } from '../../../../shared/schemas/tasks.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useWorkspaceLive } from '../../../api/use-live.ts';
import { tasksLiveKeys, useTasks } from '../api/get-tasks.ts';
import { CreateTaskDialog } from '../components/create-task-dialog.tsx';
import { DeleteTaskDialog } from '../components/delete-task-dialog.tsx';
import { TaskTable } from '../components/task-table.tsx';
import { useTasksTexts } from '../i18n/texts.ts';

/** The tasks list: open, delete, create. */
export function TasksPage() {
  const ft = useTasksTexts();
  const tasks = useTasks();
  useWorkspaceLive(tasksLiveKeys);
  const items = tasks.data?.pages.flatMap((page) => page.items) ?? [];
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<{ task: TaskSummary | null; open: boolean }>({ task: null, open: false });

  const createButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
      {ft('list.create')}
    </Button>
  );

  const empty = (
    <Paper variant="outlined">
      <EmptyState
        icon={<AssignmentOutlined />}
        title={ft('list.empty')}
        hint={ft('list.emptyHint')}
        action={createButton}
      />
    </Paper>
  );
  const content = (
    <QueryState query={tasks} failed={ft('list.loadFailed')} isEmpty={() => items.length === 0} empty={empty}>
      {() => (
        <>
          <TaskTable tasks={items} onDelete={(task) => setDeleting({ task, open: true })} />
          {tasks.hasNextPage ? (
            <Box sx={{ textAlign: 'center' }}>
              <Button onClick={() => void tasks.fetchNextPage()} loading={tasks.isFetchingNextPage}>
                {ft('list.more')}
              </Button>
            </Box>
          ) : null}
        </>
      )}
    </QueryState>
  );

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
      >
        <PageTitle>{ft('title')}</PageTitle>
        {items.length ? createButton : null}
      </Stack>
      {content}
      <CreateTaskDialog open={creating} onClose={() => setCreating(false)} />
      <DeleteTaskDialog
        task={deleting.task}
        open={deleting.open}
        onClose={() => setDeleting((d) => ({ ...d, open: false }))}
      />
    </Stack>
  );
}
