import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useWorkspaceLive } from '../../../api/use-live.ts';
import { useDashboardActions } from '../api/get-actions.ts';
import { dashboardLiveKeys, useDashboard } from '../api/get-dashboard.ts';
import { useFirstSteps } from '../api/get-first-steps.ts';
import { FirstSteps } from '../components/first-steps.tsx';
import { NeedsAction } from '../components/needs-action.tsx';
import { TaskCard } from '../components/task-card.tsx';
import { useDashboardTexts } from '../i18n/texts.ts';

const grid = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  // Each card as tall as its content: a draft's few lines do not stretch to the height of a card with offers.
  alignItems: 'start',
};

// A task whose deadline changed between two pages' reads could come twice.
const byId = <T extends { id: string }>(items: T[]) => [...new Map(items.map((item) => [item.id, item])).values()];

/**
 * What needs action first, then one card per open task with its offers; a new workspace's first steps above
 * them until it is set up or has sent a task.
 */
export function DashboardPage() {
  const ft = useDashboardTexts();
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const actions = useDashboardActions();
  const firstSteps = useFirstSteps();
  useWorkspaceLive(dashboardLiveKeys);
  const steps = firstSteps.data?.show === true ? firstSteps.data : null;
  const starting = steps !== null;

  const placeholders = (
    <Box sx={grid} aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={280} />
      ))}
    </Box>
  );
  const empty = (
    <EmptyState
      icon={<AssignmentOutlined />}
      title={ft('empty.title')}
      hint={ft('empty.hint')}
      action={
        <Button variant="contained" component={RouterLink} to={paths.uaTask}>
          {ft('empty.action')}
        </Button>
      }
    />
  );
  return (
    <Box>
      <PageTitle>{ft('title')}</PageTitle>
      {steps ? <FirstSteps steps={steps.steps} draftId={steps.draftId} /> : null}
      <QueryState
        query={actions}
        failed={ft('actions.loadFailed')}
        pending={<Skeleton variant="rounded" height={96} sx={{ mb: 3 }} />}
      >
        {/* A workspace still at its first steps has nothing to act on yet: no "nothing to do" line. */}
        {(data) => (starting && data.items.length === 0 ? null : <NeedsAction items={data.items} />)}
      </QueryState>
      <QueryState
        query={dashboard}
        failed={ft('loadFailed')}
        pending={placeholders}
        isEmpty={(data) => data.pages[0]?.items.length === 0}
        // The first steps lead to the first task; the empty state would say the same again. Until they are known,
        // the placeholders stay: no "No open tasks" that the first steps then replace.
        empty={firstSteps.isPending ? placeholders : starting ? null : empty}
      >
        {(data) => (
          <Box component="section" aria-labelledby="dashboard-open-tasks">
            <Typography id="dashboard-open-tasks" variant="h2" sx={{ mb: 1.5 }}>
              {ft('openTasks')}
            </Typography>
            <Box sx={grid}>
              {byId(data.pages.flatMap((page) => page.items)).map((item) => (
                <TaskCard key={item.id} item={item} />
              ))}
            </Box>
            {dashboard.hasNextPage ? (
              <Box sx={{ mt: 2, textAlign: 'center' }}>
                <Button
                  variant="outlined"
                  onClick={() => void dashboard.fetchNextPage()}
                  loading={dashboard.isFetchingNextPage}
                >
                  {ft('more')}
                </Button>
              </Box>
            ) : null}
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
