import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useWorkspaceLive } from '../../../api/use-live.ts';
import { dashboardLiveKeys, useDashboard } from '../api/get-dashboard.ts';
import { TaskCard } from '../components/task-card.tsx';
import { useDashboardTexts } from '../i18n/texts.ts';

const grid = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
};

// A task whose deadline changed between two pages' reads could come twice.
const byId = <T extends { id: string }>(items: T[]) => [...new Map(items.map((item) => [item.id, item])).values()];

/** One card per open task with its offers. */
export function DashboardPage() {
  const ft = useDashboardTexts();
  const { t } = useTranslation();
  const dashboard = useDashboard();
  useWorkspaceLive(dashboardLiveKeys);

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
      <QueryState
        query={dashboard}
        failed={ft('loadFailed')}
        pending={placeholders}
        isEmpty={(data) => data.pages[0]?.items.length === 0}
        empty={empty}
      >
        {(data) => (
          <>
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
          </>
        )}
      </QueryState>
    </Box>
  );
}
