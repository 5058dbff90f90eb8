import AddOutlined from '@mui/icons-material/AddOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TaskSummary } from '../../../../shared/schemas/tasks.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useWorkspaceLive } from '../../../api/use-live.ts';
import { tasksLiveKeys, useTasks } from '../api/get-tasks.ts';
import { CreateTaskDialog } from '../components/create-task-dialog.tsx';
import { DeleteTaskDialog } from '../components/delete-task-dialog.tsx';
import { TaskCards } from '../components/task-cards.tsx';
import { TaskFilters } from '../components/task-filters.tsx';
import { TaskTable } from '../components/task-table.tsx';
import { useTasksTexts } from '../i18n/texts.ts';
import { filtersOf, isFiltered, paramsOf, type TaskFilters as Filters } from '../lib/task-filters.ts';

/** The tasks list: find, open, delete, create; the filters live in the address, so a reload or a link keeps them. */
export function TasksPage() {
  const ft = useTasksTexts();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const tasks = useTasks(filters);
  useWorkspaceLive(tasksLiveKeys);
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const items = tasks.data?.pages.flatMap((page) => page.items) ?? [];
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<{ task: TaskSummary | null; open: boolean }>({ task: null, open: false });
  // Bumped by "Clear filters": the search field, which keeps what is typed, starts empty again.
  const [cleared, setCleared] = useState(0);
  const filter = (change: Partial<Filters>) => setParams(paramsOf({ ...filters, ...change }), { replace: true });
  const clear = () => {
    setParams(new URLSearchParams(), { replace: true });
    setCleared((n) => n + 1);
  };
  const filtered = isFiltered(filters);

  const createButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
      {ft('list.create')}
    </Button>
  );

  // A new workspace's empty list invites a first task; an empty search result offers to clear the filters.
  const empty = (
    <Paper variant="outlined">
      {filtered ? (
        <EmptyState
          icon={<SearchOffOutlined />}
          title={ft('list.noMatch')}
          hint={ft('list.noMatchHint')}
          action={<Button onClick={clear}>{ft('list.clear')}</Button>}
        />
      ) : (
        <EmptyState
          icon={<AssignmentOutlined />}
          title={ft('list.empty')}
          hint={ft('list.emptyHint')}
          action={createButton}
        />
      )}
    </Paper>
  );
  const Rows = wide ? TaskTable : TaskCards;
  const content = (
    <QueryState query={tasks} failed={ft('list.loadFailed')} isEmpty={() => items.length === 0} empty={empty}>
      {() => (
        <Box aria-busy={tasks.isPlaceholderData} sx={{ opacity: tasks.isPlaceholderData ? 0.6 : 1 }}>
          <Rows tasks={items} onDelete={(task) => setDeleting({ task, open: true })} />
          {tasks.hasNextPage ? (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button onClick={() => void tasks.fetchNextPage()} loading={tasks.isFetchingNextPage}>
                {ft('list.more')}
              </Button>
            </Box>
          ) : null}
        </Box>
      )}
    </QueryState>
  );

  // A workspace without any task yet sees no filters, only the invitation to create one.
  const showFilters = filtered || items.length > 0 || tasks.isPending;
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
      >
        <PageTitle>{ft('title')}</PageTitle>
        {items.length || filtered ? createButton : null}
      </Stack>
      {showFilters ? <TaskFilters key={cleared} filters={filters} onChange={filter} /> : null}
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
