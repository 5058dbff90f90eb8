import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { TaskCard } from '../components/task-card.tsx';
import { useDashboardTexts } from '../i18n/texts.ts';

const grid = { display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' };

// A task whose deadline changed between two pages' reads could come twice.
const byId = <T extends { id: string }>(items: T[]) => [...new Map(items.map((item) => [item.id, item])).values()];

/** One card per open task with its offers (SPEC.md §2). */
export function DashboardPage() {
  const dt = useDashboardTexts();
  const { t } = useTranslation();
  const dashboard = useDashboard();

  let content;
  if (dashboard.isPending) {
    content = (
      <Box sx={grid} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={280} />
        ))}
      </Box>
    );
  } else if (dashboard.isError) {
    content = (
      <Alert severity="error" action={<Button onClick={() => void dashboard.refetch()}>{t('common.retry')}</Button>}>
        {dt('loadFailed')} {errorMessage(t, dashboard.error)}
      </Alert>
    );
  } else if (dashboard.data.pages[0]?.items.length === 0) {
    content = (
      <EmptyState
        icon={<AssignmentOutlined />}
        title={dt('empty.title')}
        hint={dt('empty.hint')}
        action={
          <Button variant="contained" component={RouterLink} to={paths.uaTask}>
            {dt('empty.action')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <Box sx={grid}>
          {byId(dashboard.data.pages.flatMap((page) => page.items)).map((item) => (
            <TaskCard key={item.id} item={item} />
          ))}
        </Box>
        {dashboard.hasNextPage ? (
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Button variant="outlined" onClick={() => void dashboard.fetchNextPage()} loading={dashboard.isFetchingNextPage}>
              {dt('more')}
            </Button>
          </Box>
        ) : null}
      </>
    );
  }
  return (
    <Box>
      <PageTitle>{dt('title')}</PageTitle>
      {content}
    </Box>
  );
}
